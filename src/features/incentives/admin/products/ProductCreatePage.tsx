import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { createProductMutationOptions } from '@/api/incentives';
import { useTranslation } from '@/i18n';
import { useNotify } from '../../shared/notices';
import { PageTitle } from '../../shared/PageTitle';
import { pageStyle } from '../../shared/styles';
import { useSaveFailureNotice } from '../save-feedback';
import { EMPTY_PRODUCT_VALUES, ProductForm } from './ProductForm';

/** /settings/incentives/products/create */
export function ProductCreatePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const create = useMutation(createProductMutationOptions(queryClient));
  return (
    <div className={pageStyle}>
      <PageTitle
        title={t('Add product')}
        back={{ to: '/settings/incentives/products', title: t('Products') }}
      />
      <ProductForm
        defaultValues={EMPTY_PRODUCT_VALUES}
        submitLabel={t('Save')}
        onSubmit={async (input) => {
          try {
            const product = await create.mutateAsync(input);
            notify('success', t('“@title” has been created.', { '@title': product.title }));
            navigate('/settings/incentives/products');
          } catch (error) {
            notifyFailure(error);
            throw error;
          }
        }}
      />
    </div>
  );
}
