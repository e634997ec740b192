import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackageOpen, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import {
  deleteProductMutationOptions,
  type Product,
  type ProductListQuery,
  productsQueryOptions,
} from '@/api/incentives';
import { useTranslation } from '@/i18n';
import {
  ConfirmDialog,
  EmptyState,
  Icon,
  IconButton,
  Link,
  Pagination,
  pagingFromMeta,
  Skeleton,
  useWideLayout,
} from '@/ui';
import { CardList, ListCard } from '../../shared/CardList';
import { ListChoice, SearchBox, SortChoice } from '../../shared/list-controls';
import { useNotify } from '../../shared/notices';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { numericCellStyle, pageStyle, tableStyle, tableWrapStyle, toolbarStyle } from '../../shared/styles';
import { pickName, useListParams } from '../../shared/use-list-params';
import { ProductImage } from '../../shop/ProductImage';

const SORTS = {
  newest: { sort: 'created', order: 'desc' },
  changed: { sort: 'changed', order: 'desc' },
  title: { sort: 'title', order: 'asc' },
  price_asc: { sort: 'price', order: 'asc' },
  price_desc: { sort: 'price', order: 'desc' },
  stock: { sort: 'stock', order: 'asc' },
} as const satisfies Record<string, Pick<ProductListQuery, 'sort' | 'order'>>;

const badge = css({
  display: 'inline-block',
  fontSize: 'xs',
  fontWeight: 'semibold',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  whiteSpace: 'nowrap',
  '&[data-tone=success]': { bg: 'success.subtle', color: 'success' },
  '&[data-tone=muted]': { bg: 'muted', color: 'fg.muted' },
  '&[data-tone=error]': { bg: 'error.subtle', color: 'error' },
});

const editLink = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '10',
  height: '10',
  color: 'fg',
  borderRadius: 'l2',
  _hover: { bg: 'muted' },
});
const editPath = (product: Product) => `/settings/incentives/products/${product.id}/edit`;

function useProductListQuery() {
  const { params, page, update, setPage } = useListParams();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const sortName = pickName(SORTS, params.get('sort'), 'newest');
  const query: ProductListQuery = {
    ...SORTS[sortName],
    page,
    ...(search ? { search } : {}),
    ...(status === 'published' ? { published: true } : status === 'unpublished' ? { published: false } : {}),
  };
  return { search, status, sortName, query, update, setPage };
}

/** /settings/incentives/products: 25 per page, search, status filter and sort (docs/product.md §9). */
export function ProductsListPage() {
  const { t, formatPlural } = useTranslation();
  const { search, status, sortName, query, update, setPage } = useProductListQuery();
  const list = useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
  const wide = useWideLayout();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useMutation(deleteProductMutationOptions(queryClient));

  const stockOf = (product: Product) =>
    product.stock_unlimited ? (
      t('Unlimited')
    ) : product.stock === 0 ? (
      <span className={badge} data-tone="error">
        {t('Sold out')}
      </span>
    ) : (
      product.stock
    );
  const statusOf = (product: Product) => (
    <span className={badge} data-tone={product.published ? 'success' : 'muted'}>
      {product.published ? t('Published') : t('Unpublished')}
    </span>
  );
  const actionsOf = (product: Product) => (
    <>
      <RouterLink
        to={editPath(product)}
        aria-label={t('Edit @title', { '@title': product.title })}
        title={t('Edit')}
        className={editLink}
      >
        <Icon icon={Pencil} size={18} />
      </RouterLink>
      <IconButton
        icon={Trash2}
        label={t('Delete @title', { '@title': product.title })}
        onClick={() => setDeleting(product)}
      />
    </>
  );

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, title } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        notify('success', t('“@title” has been deleted.', { '@title': title }));
        setDeleting(null);
      },
      onError: () => notify('error', t('Something went wrong, please try again.')),
    });
  };

  return (
    <div className={pageStyle} aria-busy={list.isFetching}>
      <PageTitle
        title={t('Products')}
        back={{ to: '/settings/incentives', title: t('Incentives settings') }}
        actions={
          <Link to="/settings/incentives/products/create" button={{ variant: 'solid' }}>
            <Icon icon={Plus} size={18} />
            {t('Add product')}
          </Link>
        }
      />
      <div className={toolbarStyle}>
        <SearchBox
          label={t('Search by title')}
          value={search}
          onSearch={(text) => update({ search: text })}
        />
        <ListChoice
          label={t('Status')}
          className={css({ minWidth: '40' })}
          value={status}
          onChange={(value) => update({ status: value })}
          options={[
            { value: 'any', label: t('Any') },
            { value: 'published', label: t('Published') },
            { value: 'unpublished', label: t('Unpublished') },
          ]}
        />
        <SortChoice
          names={Object.keys(SORTS)}
          value={sortName}
          onChange={(value) => update({ sort: value })}
        />
      </div>
      {list.isPending ? (
        <Skeleton height={400} />
      ) : list.isError ? (
        <QueryErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 ? (
        search || status ? (
          <EmptyState icon={Search} title={t('No products match these filters')} />
        ) : (
          <EmptyState
            icon={PackageOpen}
            title={t('No products yet')}
            description={t('Add the first reward learners can buy with their points.')}
          />
        )
      ) : (
        <>
          <p className={css({ margin: 0, color: 'fg.muted', fontSize: 'sm' })} aria-live="polite">
            {formatPlural(list.data.meta.total, '@count product', '@count products')}
          </p>
          {/* A phone gets cards without pictures: the title names the product, and the page stays light. */}
          {wide ? (
            <div className={tableWrapStyle}>
              <table className={tableStyle}>
                <caption className={css({ srOnly: true })}>{t('Products')}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className={css({ srOnly: true })}>{t('Image')}</span>
                    </th>
                    <th scope="col">{t('Title')}</th>
                    <th scope="col" className={numericCellStyle}>
                      {t('Price')}
                    </th>
                    <th scope="col" className={numericCellStyle}>
                      {t('Stock')}
                    </th>
                    <th scope="col">{t('Status')}</th>
                    <th scope="col">
                      <span className={css({ srOnly: true })}>{t('Actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((product) => (
                    <tr key={product.id}>
                      <td className={css({ width: '16' })}>
                        <ProductImage src={product.image} />
                      </td>
                      <td className={css({ overflowWrap: 'anywhere', minWidth: '12rem' })}>
                        <RouterLink
                          to={editPath(product)}
                          className={css({ color: 'fg', fontWeight: 'semibold' })}
                        >
                          {product.title}
                        </RouterLink>
                      </td>
                      <td className={numericCellStyle}>
                        {formatPlural(product.price, '@count point', '@count points')}
                      </td>
                      <td className={numericCellStyle}>{stockOf(product)}</td>
                      <td>{statusOf(product)}</td>
                      <td className={css({ whiteSpace: 'nowrap', textAlign: 'end' })}>
                        {actionsOf(product)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <CardList label={t('Products')}>
              {list.data.data.map((product) => (
                <ListCard
                  key={product.id}
                  title={
                    <RouterLink to={editPath(product)} className={css({ color: 'fg' })}>
                      {product.title}
                    </RouterLink>
                  }
                  aside={statusOf(product)}
                  facts={[
                    {
                      label: t('Price'),
                      value: formatPlural(product.price, '@count point', '@count points'),
                    },
                    { label: t('Stock'), value: stockOf(product) },
                  ]}
                  actions={actionsOf(product)}
                />
              ))}
            </CardList>
          )}
          <Pagination label={t('Product pages')} {...pagingFromMeta(list.data.meta, setPage)} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('Delete this product?')}
        description={t('“@title” will be removed from the shop. Purchases already made keep their history.', {
          '@title': deleting?.title ?? '',
        })}
        confirmLabel={t('Delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
