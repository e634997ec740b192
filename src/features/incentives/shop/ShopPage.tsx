import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { PackageOpen, Search } from 'lucide-react';
import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { type getShop, type ShopListQuery, shopInfoQueryOptions, shopQueryOptions } from '@/api/incentives';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { walletQueryOptions } from '@/api/wallet';
import { useTranslation } from '@/i18n';
import { pageIndexFrom } from '@/lib/page-param';
import { useDeferredQueryData } from '@/lib/use-deferred-query-data';
import {
  BelowFirstScreen,
  DocumentTitle,
  EmptyState,
  PageHeading,
  Pagination,
  pageFrameStyle,
  pagingFromMeta,
  SanitizedHtml,
  Skeleton,
} from '@/ui';
import { SearchForm } from '@/ui/SearchForm';
import { useLastPageIfPast } from '@/ui/use-last-page-if-past';
import { SortChoice } from '../shared/list-controls';
import { QueryErrorState } from '../shared/QueryErrorState';
import { toolbarStyle } from '../shared/styles';
import { pickName, useListParams } from '../shared/use-list-params';
import { useWalletPoints } from '../wallet/use-wallet-points';
import { ProductCard } from './ProductCard';
import { ShopBanner } from './ShopBanner';
import { WalletSummary } from './WalletSummary';

const SORTS = {
  newest: { sort: 'created', order: 'desc' },
  title: { sort: 'title', order: 'asc' },
  price_asc: { sort: 'price', order: 'asc' },
  price_desc: { sort: 'price', order: 'desc' },
} as const satisfies Record<string, Pick<ShopListQuery, 'sort' | 'order'>>;

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(token(sizes.52), 1fr))',
  gap: '4',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const card = css({ display: 'grid' });

/** Search, sort and page live in the URL, so a shared or reloaded link shows the same products. */
export function shopListFrom(params: URLSearchParams) {
  const search = params.get('search') ?? '';
  const sortName = pickName(SORTS, params.get('sort'), 'newest');
  const query: ShopListQuery = {
    ...SORTS[sortName],
    page: pageIndexFrom(params),
    ...(search ? { search } : {}),
  };
  return { search, sortName, query };
}

function useShopQuery() {
  const { params, update, setPage } = useListParams();
  return { ...shopListFrom(params), update, setPage };
}

export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  const { query } = shopListFrom(new URL(args.request.url).searchParams);
  await Promise.all([
    queryClient.prefetchQuery(shopInfoQueryOptions()),
    queryClient.prefetchQuery(shopQueryOptions(query)),
    queryClient.prefetchQuery(walletQueryOptions()),
  ]);
  return null;
};

export function ShopPage() {
  const { t } = useTranslation();
  const info = useQuery(shopInfoQueryOptions());
  const { search, sortName, query, update, setPage } = useShopQuery();
  const list = useQuery({ ...shopQueryOptions(query), placeholderData: keepPreviousData });
  const { points } = useWalletPoints();

  const title = info.data?.title || t('Incentives');
  const heading = (
    <>
      <DocumentTitle title={title} />
      <PageHeading>{title}</PageHeading>
    </>
  );
  if (info.isError) {
    return (
      <div className={pageFrameStyle}>
        {heading}
        <QueryErrorState error={info.error} onRetry={() => info.refetch()} />
      </div>
    );
  }
  return (
    <div className={pageFrameStyle} aria-busy={list.isFetching}>
      <ShopBanner />
      <header className={css({ display: 'grid', gap: '3' })}>
        {heading}
        {info.isPending ? (
          // What an introduction usually takes: two lines of text on a phone, one on a wide screen.
          <span className={css({ display: 'block', height: { base: '2lh', md: '1lh' } })}>
            <Skeleton height="100%" />
          </span>
        ) : (
          info.data?.intro && <SanitizedHtml html={info.data.intro} className={css({ color: 'fg.muted' })} />
        )}
      </header>
      <WalletSummary />
      {info.data && !info.data.enabled ? (
        <EmptyState
          icon={PackageOpen}
          title={t('The shop is closed')}
          description={t('Rewards will be back soon. Your points are safe in your wallet.')}
        />
      ) : (
        <section aria-labelledby="shop-products" className={css({ display: 'grid', gap: '4' })}>
          <h2 id="shop-products" className={css({ srOnly: true })}>
            {t('Products')}
          </h2>
          <div className={toolbarStyle}>
            <SearchForm
              inline
              label={t('Search products')}
              value={search}
              onSearch={(text) => update({ search: text })}
            />
            <SortChoice
              names={Object.keys(SORTS)}
              value={sortName}
              onChange={(value) => update({ sort: value })}
            />
          </div>
          <ShopResults list={list} points={points} search={search} onPage={setPage} />
        </section>
      )}
    </div>
  );
}

function ShopResults({
  list,
  points,
  search,
  onPage,
}: {
  list: UseQueryResult<Awaited<ReturnType<typeof getShop>>>;
  points: number | undefined;
  search: string;
  onPage: (page: number) => void;
}) {
  const { t, formatPlural } = useTranslation();
  const { data: results, rendering } = useDeferredQueryData(list);
  const past = useLastPageIfPast(results?.meta);
  if (list.isPending || rendering || past) {
    return (
      // Keyed apart from the list of cards: the placeholders' nodes are not reused for the cards,
      // which would count as the placeholders moving (a layout shift of 0.35 on a desktop).
      <ul key="placeholders" className={grid} aria-label={t('Loading products')}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional placeholders
          <li key={index}>
            <Skeleton height={240} />
          </li>
        ))}
      </ul>
    );
  }
  if (list.isError || !results) return <QueryErrorState error={list.error} onRetry={() => list.refetch()} />;
  const { data, meta } = results;
  if (data.length === 0) {
    return search ? (
      <EmptyState
        icon={Search}
        title={t('No products match “@search”', { '@search': search })}
        description={t('Try another word, or clear the search to see every product.')}
      />
    ) : (
      <EmptyState
        icon={PackageOpen}
        title={t('No products yet')}
        description={t('New rewards are on their way. Keep learning to earn points meanwhile.')}
      />
    );
  }
  return (
    <>
      <p className={css({ margin: 0, color: 'fg.muted', fontSize: 'sm' })} aria-live="polite">
        {formatPlural(meta.total, '@count product', '@count products')}
      </p>
      {/* A boundary of their own: React hydrates the cards apart from the rest of the page, first if
          the user presses one. On a phone they start below the banner, the wallet and the search:
          their pictures wait. */}
      <BelowFirstScreen>
        <Suspense>
          <ul key="products" className={grid}>
            {data.map((item, position) => (
              <li key={item.id} className={card}>
                <ProductCard item={item} points={points} position={position} />
              </li>
            ))}
          </ul>
        </Suspense>
      </BelowFirstScreen>
      <Pagination label={t('Product pages')} {...pagingFromMeta(meta, onPage)} />
    </>
  );
}

export { ShopPage as Component };
