import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changedProductFields, productQueryOptions, updateProductMutationOptions } from '@/api/incentives';
import { prefetchOrNotFound } from '@/api/prefetch-or-not-found';
import { useTranslation } from '@/i18n';
import { numericParamLoader, useNumericParam } from '../../shared/use-numeric-param';
import { EditPage, useSaveAndReturn } from '../edit-page';
import { loadProductChoices, ProductForm, productToValues } from './ProductForm';

export const loader = numericParamLoader('productId', async (queryClient, id) => {
  const [found] = await Promise.all([
    prefetchOrNotFound(queryClient, productQueryOptions(id)),
    loadProductChoices(queryClient),
  ]);
  return found;
});

/** /settings/incentives/products/{productId}/edit: saves send only the changed fields (PATCH). */
export function ProductEditPage() {
  const { t } = useTranslation();
  const id = useNumericParam('productId');
  const product = useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== undefined });
  const update = useMutation(updateProductMutationOptions(useQueryClient()));
  const { saveChanges } = useSaveAndReturn('/settings/incentives/products');
  return (
    <EditPage
      id={id}
      item={product}
      title={(item) => (item ? t('Edit “@title”', { '@title': item.title }) : t('Edit product'))}
      back={{ to: '/settings/incentives/products', title: t('Products') }}
      skeletonHeight={480}
    >
      {(before) => (
        <ProductForm
          key={before.id}
          product={before}
          defaultValues={productToValues(before)}
          submitLabel={t('Save')}
          onSubmit={(input) => {
            const changes = changedProductFields(before, input);
            return saveChanges(
              changes,
              () => update.mutateAsync({ id: before.id, changes }),
              (saved) => t('“@title” has been saved.', { '@title': saved.title }),
            );
          }}
        />
      )}
    </EditPage>
  );
}

export { ProductEditPage as Component };
