import { useQuery } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { css } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import { shopItemQueryOptions } from '@/api/incentives';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import {
  BackLink,
  DocumentTitle,
  Icon,
  Link,
  PageHeading,
  pageFrameStyle,
  SanitizedHtml,
  Skeleton,
  SkeletonText,
} from '@/ui';
import { factListStyle } from '@/ui/fact-list';
import { QueryErrorState } from '../shared/QueryErrorState';
import { useNumericParam } from '../shared/use-numeric-param';
import { useWalletPoints } from '../wallet/use-wallet-points';
import { blockerMessage, stockMessage } from './availability';
import { ProductImage } from './ProductImage';
import { WalletSummary } from './WalletSummary';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
  gap: '8',
  alignItems: 'start',
});
const refusal = css({
  padding: '3',
  borderRadius: 'l2',
  bg: 'error.subtle',
  color: 'error',
  fontWeight: 'semibold',
  margin: 0,
});

export { productLoader as loader } from './product-loader';

/** /incentives/{productId}: one reward, with the product title as the page title. */
export function ProductDetailsPage() {
  const { t } = useTranslation();
  const id = useNumericParam('productId');
  const back = { to: '/incentives', title: t('Incentives') };
  const item = useQuery({ ...shopItemQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id === undefined || hasStatus(item.error, 404)) return <NotFoundPage />;

  let body: React.ReactNode;
  if (item.isPending) body = <DetailsSkeleton />;
  else if (item.isError)
    body = <QueryErrorState error={item.error} onRetry={() => item.refetch()} backTo={back} />;
  else body = <ProductDetails item={item.data} />;

  return (
    <div className={pageFrameStyle}>
      <BackLink to={back.to} title={back.title} />
      {body}
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className={layout} aria-busy="true">
      <Skeleton height={280} />
      <div className={css({ display: 'grid', gap: '4' })}>
        <Skeleton height={36} width="70%" />
        <SkeletonText lines={4} />
      </div>
    </div>
  );
}

function ProductDetails({ item }: { item: import('@/api/incentives').ShopItem }) {
  const translator = useTranslation();
  const { t, formatPlural } = translator;
  const { points, isLoading: walletLoading } = useWalletPoints();
  const blocked = blockerMessage(item, points, translator);
  const stock = stockMessage(item, translator);
  return (
    <article className={layout}>
      <DocumentTitle title={item.title} />
      <ProductImage src={item.image} />
      <div className={css({ display: 'grid', gap: '5' })}>
        <PageHeading>{item.title}</PageHeading>
        <dl className={factListStyle}>
          <dt>{t('Price')}</dt>
          <dd>{formatPlural(item.price, '@count point', '@count points')}</dd>
          <dt>{t('Availability')}</dt>
          <dd>{item.stock_unlimited ? t('In stock') : item.stock > 0 ? stock : t('Sold out')}</dd>
          {item.purchase_limit > 0 && (
            <>
              <dt>{t('Purchase limit')}</dt>
              <dd>
                {t('@bought of @limit bought', {
                  '@bought': translator.formatNumber(item.purchased),
                  '@limit': translator.formatNumber(item.purchase_limit),
                })}
              </dd>
            </>
          )}
        </dl>
        <WalletSummary />
        {points === undefined && walletLoading ? (
          <Skeleton width={160} height={48} />
        ) : blocked ? (
          <p className={refusal} role="status">
            {blocked}
          </p>
        ) : (
          <div>
            <Link to={`/incentives/${item.id}/purchase`} button={{ variant: 'solid', size: 'lg' }}>
              <Icon icon={ShoppingCart} size={20} />
              {t('Buy now')}
            </Link>
          </div>
        )}
        <section aria-label={t('Description')}>
          <SanitizedHtml html={item.description} />
        </section>
      </div>
    </article>
  );
}

export { ProductDetailsPage as Component };
