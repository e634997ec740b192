import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackageOpen, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import {
  deleteProductMutationOptions,
  type Product,
  type ProductListQuery,
  productsQueryOptions,
} from '@/api/incentives';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { useTranslation } from '@/i18n';
import { pageIndexFrom } from '@/lib/page-param';
import {
  BackLink,
  Badge,
  ConfirmDialog,
  EmptyState,
  Icon,
  IconButton,
  Link,
  Page,
  type TableColumn,
} from '@/ui';
import { SearchForm } from '@/ui/SearchForm';
import { ListChoice, SortChoice } from '../../shared/list-controls';
import { PagedTable } from '../../shared/PagedTable';
import { toolbarStyle } from '../../shared/styles';
import { pickName, useListParams } from '../../shared/use-list-params';
import { useRowDeletion } from '../../shared/use-row-deletion';
import { ProductImage } from '../../shop/ProductImage';

const SORTS = {
  newest: { sort: 'created', order: 'desc' },
  changed: { sort: 'changed', order: 'desc' },
  title: { sort: 'title', order: 'asc' },
  price_asc: { sort: 'price', order: 'asc' },
  price_desc: { sort: 'price', order: 'desc' },
  stock: { sort: 'stock', order: 'asc' },
} as const satisfies Record<string, Pick<ProductListQuery, 'sort' | 'order'>>;

const titleLink = css({ color: 'fg', fontWeight: 'semibold', overflowWrap: 'anywhere' });

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

/** Search, status, sort and page live in the URL (README, "Filters, sort and page live in the URL"). */
export function productListFrom(params: URLSearchParams) {
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const sortName = pickName(SORTS, params.get('sort'), 'newest');
  const query: ProductListQuery = {
    ...SORTS[sortName],
    page: pageIndexFrom(params),
    ...(search ? { search } : {}),
    ...(status === 'published' ? { published: true } : status === 'unpublished' ? { published: false } : {}),
  };
  return { search, status, sortName, query };
}

function useProductListQuery() {
  const { params, update, setPage } = useListParams();
  return { ...productListFrom(params), update, setPage };
}

export const loader: PageLoader = async (args) => {
  const { query } = productListFrom(new URL(args.request.url).searchParams);
  await queryClientOf(args).prefetchQuery(productsQueryOptions(query));
  return null;
};

/** /settings/incentives/products: 25 per page, search, status filter and sort (docs/product.md §9). */
export function ProductsListPage() {
  const { t, formatPlural } = useTranslation();
  const { search, status, sortName, query, update, setPage } = useProductListQuery();
  const list = useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const addLink = useRef<HTMLAnchorElement>(null);
  const deletion = useRowDeletion({
    rows: list.data?.data,
    deleteButtons: 'button[data-delete-product]',
    fallback: addLink,
    remove: useMutation(deleteProductMutationOptions(queryClient)),
    deletedNotice: (product) => t('“@title” has been deleted.', { '@title': product.title }),
  });

  const stockOf = (product: Product) =>
    product.stock_unlimited ? (
      t('Unlimited')
    ) : product.stock === 0 ? (
      <Badge tone="error">{t('Sold out')}</Badge>
    ) : (
      product.stock
    );
  const statusOf = (product: Product) => (
    <Badge tone={product.published ? 'success' : 'neutral'}>
      {product.published ? t('Published') : t('Unpublished')}
    </Badge>
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
        onClick={() => deletion.ask(product)}
        data-delete-product=""
      />
    </>
  );

  // A phone gets cards without pictures: the title names the product, and the page stays light.
  const columns: TableColumn<Product>[] = [
    {
      key: 'image',
      header: <span className={css({ srOnly: true })}>{t('Image')}</span>,
      cell: (product) => <ProductImage src={product.image} loading="lazy" className={css({ width: '10' })} />,
      card: 'hidden',
      fit: true,
    },
    {
      key: 'title',
      header: t('Title'),
      rowHeader: true,
      card: 'title',
      cell: (product) => (
        <RouterLink to={editPath(product)} className={titleLink}>
          <bdi>{product.title}</bdi>
        </RouterLink>
      ),
    },
    {
      key: 'price',
      header: t('Price'),
      align: 'end',
      fit: true,
      cell: (product) => formatPlural(product.price, '@count point', '@count points'),
    },
    { key: 'stock', header: t('Stock'), align: 'end', fit: true, cell: stockOf },
    { key: 'status', header: t('Status'), card: 'aside', fit: true, cell: statusOf },
    {
      key: 'actions',
      header: <span className={css({ srOnly: true })}>{t('Actions')}</span>,
      align: 'end',
      card: 'actions',
      fit: true,
      cell: actionsOf,
    },
  ];

  return (
    <Page
      title={t('Products')}
      back={<BackLink to="/settings/incentives" title={t('Incentives settings')} />}
      actions={
        <Link ref={addLink} to="/settings/incentives/products/create" button={{ variant: 'solid' }}>
          <Icon icon={Plus} size={18} />
          {t('Add product')}
        </Link>
      }
      aria-busy={list.isFetching}
    >
      <div className={toolbarStyle}>
        <SearchForm
          inline
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
      <PagedTable
        list={list}
        caption={t('Products')}
        columns={columns}
        rowKey={(product) => String(product.id)}
        pagesLabel={t('Product pages')}
        onPage={setPage}
        summary={
          <p className={css({ margin: 0, color: 'fg.muted', fontSize: 'sm' })} aria-live="polite">
            {list.data && formatPlural(list.data.meta.total, '@count product', '@count products')}
          </p>
        }
        empty={
          search || status ? (
            <EmptyState icon={Search} title={t('No products match these filters')} />
          ) : (
            <EmptyState
              icon={PackageOpen}
              title={t('No products yet')}
              description={t('Add the first reward learners can buy with their points.')}
            />
          )
        }
      />
      <ConfirmDialog
        open={deletion.deleting !== null}
        onOpenChange={(open) => {
          if (!open) deletion.cancel();
        }}
        title={t('Delete this product?')}
        description={t('“@title” will be removed from the shop. Purchases already made keep their history.', {
          '@title': deletion.deleting?.title ?? '',
        })}
        confirmLabel={t('Delete')}
        onConfirm={deletion.confirm}
        pending={deletion.pending}
        finalFocusEl={deletion.focusAfter}
      />
    </Page>
  );
}

export { ProductsListPage as Component };
