import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { hasStatus } from '@/api/errors';
import { changedProductFields, productQueryOptions, updateProductMutationOptions } from '@/api/incentives';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { Skeleton } from '@/ui';
import { useNotify } from '../../shared/notices';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { pageStyle } from '../../shared/styles';
import { useNumericParam } from '../../shared/use-numeric-param';
import { useSaveFailureNotice } from '../save-feedback';
import { ProductForm, productToValues } from './ProductForm';

/** /settings/incentives/products/{productId}/edit: saves send only the changed fields (PATCH). */
export function ProductEditPage() {
  const { t } = useTranslation();
  const id = useNumericParam('productId');
  const product = useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== undefined });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const update = useMutation(updateProductMutationOptions(queryClient));
  const back = { to: '/settings/incentives/products', title: t('Products') };
  if (id === undefined || hasStatus(product.error, 404)) return <NotFoundPage />;

  let body: React.ReactNode;
  if (product.isPending) body = <Skeleton height={480} />;
  else if (product.isError)
    body = <QueryErrorState error={product.error} onRetry={() => product.refetch()} backTo={back} />;
  else {
    const before = product.data;
    body = (
      <ProductForm
        key={before.id}
        product={before}
        defaultValues={productToValues(before)}
        submitLabel={t('Save')}
        onSubmit={async (input) => {
          const changes = changedProductFields(before, input);
          if (Object.keys(changes).length === 0) {
            notify('info', t('Nothing has changed.'));
            return;
          }
          try {
            const saved = await update.mutateAsync({ id: before.id, changes });
            notify('success', t('“@title” has been saved.', { '@title': saved.title }));
            navigate('/settings/incentives/products');
          } catch (error) {
            notifyFailure(error);
            throw error;
          }
        }}
      />
    );
  }
  return (
    <div className={pageStyle}>
      <PageTitle
        title={product.data ? t('Edit “@title”', { '@title': product.data.title }) : t('Edit product')}
        back={back}
      />
      {body}
    </div>
  );
}
