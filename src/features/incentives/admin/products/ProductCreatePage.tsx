import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProductMutationOptions } from '@/api/incentives';
import { useTranslation } from '@/i18n';
import { BackLink, Page } from '@/ui';
import { useSaveAndReturn } from '../edit-page';
import { EMPTY_PRODUCT_VALUES, ProductForm } from './ProductForm';

/** /settings/incentives/products/create */
export function ProductCreatePage() {
  const { t } = useTranslation();
  const create = useMutation(createProductMutationOptions(useQueryClient()));
  const { save } = useSaveAndReturn('/settings/incentives/products');
  return (
    <Page
      title={t('Add product')}
      back={<BackLink to="/settings/incentives/products" title={t('Products')} />}
    >
      <ProductForm
        defaultValues={EMPTY_PRODUCT_VALUES}
        submitLabel={t('Save')}
        onSubmit={(input) =>
          save(
            () => create.mutateAsync(input),
            (product) => t('“@title” has been created.', { '@title': product.title }),
          )
        }
      />
    </Page>
  );
}

export { ProductCreatePage as Component };
