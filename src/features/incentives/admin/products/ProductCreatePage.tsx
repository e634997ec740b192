import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { idempotencyKeys } from '@/api/idempotency';
import { createProductMutationOptions } from '@/api/incentives';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { useTranslation } from '@/i18n';
import { BackLink, Page } from '@/ui';
import { useSaveAndReturn } from '../edit-page';
import { EMPTY_PRODUCT_VALUES, loadProductChoices, ProductForm } from './ProductForm';

export const loader: PageLoader = async (args) => {
  await loadProductChoices(queryClientOf(args));
  return null;
};

/** /settings/incentives/products/create */
export function ProductCreatePage() {
  const { t } = useTranslation();
  const create = useMutation(createProductMutationOptions(useQueryClient()));
  // Saved again after a failure, the same input carries the same key: a product the server created
  // before the response was lost is not created twice.
  const [keyFor] = useState(() => idempotencyKeys());
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
            () => create.mutateAsync({ ...input, idempotencyKey: keyFor(input) }),
            (product) => t('“@title” has been created.', { '@title': product.title }),
          )
        }
      />
    </Page>
  );
}

export { ProductCreatePage as Component };
