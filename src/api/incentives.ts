import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestDelete, requestParsed } from './client';
import { idempotencyHeaders, newIdempotencyKey } from './idempotency';
import type {
  CheckoutBody,
  CheckoutResult,
  Product,
  ProductInput,
  ProductListQuery,
  ShopInfo,
  ShopItem,
  ShopListQuery,
} from './incentives.schemas';
import { toMultipart } from './incentives-common';
import { keys } from './keys';
import { PRODUCT_ADMIN_PAGE_SIZE, SHOP_PAGE_SIZE } from './values';

export type {
  CheckoutBody,
  CheckoutResult,
  Product,
  ProductInput,
  ProductListQuery,
  ShopInfo,
  ShopItem,
  ShopListQuery,
} from './incentives.schemas';

export { PRODUCT_ADMIN_PAGE_SIZE, SHOP_PAGE_SIZE };

const schema = lazySchemas(() => import('./incentives.schemas'));

export type ProductChanges = Partial<ProductInput>;

/** Multipart body of a product create/update: the image travels as a file, `image_remove=1` clears it. */
export function toProductBody(changes: ProductChanges): FormData {
  const { image, ...fields } = changes;
  const form = toMultipart(typeof image === 'string' ? { ...fields, image } : fields, {
    image: image instanceof Blob ? image : undefined,
  });
  if (image === null) form.append('image_remove', '1');
  return form;
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** docs/product.md §7: PATCH sends only the changed fields. */
export function changedProductFields(before: Product, after: ProductInput): ProductChanges {
  const changes: ProductChanges = {};
  const scalars = [
    'title',
    'description',
    'price',
    'stock_unlimited',
    'stock',
    'purchase_limit',
    'published',
  ] as const;
  for (const key of scalars) {
    if (before[key] !== after[key]) Object.assign(changes, { [key]: after[key] });
  }
  if (!sameList(before.categories, after.categories)) changes.categories = after.categories;
  if (!sameList(before.organizations, after.organizations)) changes.organizations = after.organizations;
  if (after.image instanceof Blob) changes.image = after.image;
  else if (typeof after.image === 'string' && after.image !== before.image) changes.image = after.image;
  else if (after.image === null && before.image !== null) changes.image = null;
  return changes;
}

export const getProducts = (query: ProductListQuery = {}, signal?: AbortSignal) =>
  requestParsed(schema('productListResponseSchema'), 'incentives/products', {
    query: { ...query, limit: PRODUCT_ADMIN_PAGE_SIZE },
    signal,
  });

export const getProduct = async (id: number, signal?: AbortSignal): Promise<Product> =>
  (await requestParsed(schema('productResponseSchema'), `incentives/products/${id}`, { signal })).data;

/** `idempotencyKey`: the same key for the same product sent again (`idempotencyKeys`). */
export const createProduct = async (input: ProductInput, idempotencyKey?: string): Promise<Product> =>
  (
    await requestParsed(schema('productResponseSchema'), 'incentives/products', {
      method: 'POST',
      body: toProductBody(input),
      headers: idempotencyHeaders(idempotencyKey),
    })
  ).data;

export const updateProduct = async (id: number, changes: ProductChanges): Promise<Product> =>
  (
    await requestParsed(schema('productResponseSchema'), `incentives/products/${id}`, {
      method: 'PATCH',
      body: toProductBody(changes),
    })
  ).data;

export const deleteProduct = async (id: number): Promise<void> => {
  await requestDelete(`incentives/products/${id}`);
};

export const productsQueryOptions = (query: ProductListQuery = {}) =>
  queryOptions({
    queryKey: keys.incentives.productList(query),
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: keys.incentives.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

/** Products feed both the admin list and the shop: any change refreshes both. */
const invalidateProducts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.incentives.products() }),
    queryClient.invalidateQueries({ queryKey: keys.incentives.shopLists() }),
    queryClient.invalidateQueries({ queryKey: keys.incentives.shopItems() }),
  ]);

export const createProductMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.products(), 'create'],
    mutationFn: ({ idempotencyKey, ...input }: ProductInput & { idempotencyKey?: string }) =>
      createProduct(input, idempotencyKey),
    onSuccess: () => invalidateProducts(queryClient),
  });

export const updateProductMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.products(), 'update'],
    mutationFn: ({ id, changes }: { id: number; changes: ProductChanges }) => updateProduct(id, changes),
    onSuccess: (product) => {
      queryClient.setQueryData(keys.incentives.product(product.id), product);
      return invalidateProducts(queryClient);
    },
  });

export const deleteProductMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.products(), 'delete'],
    mutationFn: deleteProduct,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: keys.incentives.product(id) });
      return invalidateProducts(queryClient);
    },
  });

/** Why a learner cannot buy an item now, or undefined when they can. */
export function purchaseBlocker(
  item: ShopItem,
  points: number,
): 'sold_out' | 'limit_reached' | 'insufficient_points' | undefined {
  if (!item.stock_unlimited && item.stock <= 0) return 'sold_out';
  if (item.purchase_limit > 0 && item.purchased >= item.purchase_limit) return 'limit_reached';
  if (item.price > points) return 'insufficient_points';
  return undefined;
}

export const getShop = (query: ShopListQuery = {}, signal?: AbortSignal) =>
  requestParsed(schema('shopListResponseSchema'), 'incentives/shop', {
    query: { ...query, limit: SHOP_PAGE_SIZE },
    signal,
  });

export const getShopItem = async (id: number, signal?: AbortSignal): Promise<ShopItem> =>
  (await requestParsed(schema('shopItemResponseSchema'), `incentives/shop/${id}`, { signal })).data;

export const getShopInfo = async (signal?: AbortSignal): Promise<ShopInfo> =>
  (await requestParsed(schema('shopInfoResponseSchema'), 'incentives/shop_info', { signal })).data;

export const shopQueryOptions = (query: ShopListQuery = {}) =>
  queryOptions({
    queryKey: keys.incentives.shopList(query),
    queryFn: ({ signal }) => getShop(query, signal),
  });

export const shopItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: keys.incentives.shopItem(id), queryFn: ({ signal }) => getShopItem(id, signal) });

export const shopInfoQueryOptions = () =>
  queryOptions({ queryKey: keys.incentives.shopInfo(), queryFn: ({ signal }) => getShopInfo(signal) });

export const checkout = async (
  body: CheckoutBody,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<CheckoutResult> =>
  (
    await requestParsed(schema('checkoutResponseSchema'), 'incentives/shop_checkout', {
      method: 'POST',
      body,
      headers: idempotencyHeaders(idempotencyKey),
    })
  ).data;

/** What the checkout mutation takes: the order, and the key of this attempt (a fresh one if left out). */
export type CheckoutVariables = CheckoutBody & { idempotencyKey?: string };

/** docs/product.md §7: a checkout invalidates the cached shop items, the shop list and the wallet. */
export const invalidateAfterCheckout = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.incentives.shopItems() }),
    queryClient.invalidateQueries({ queryKey: keys.incentives.shopLists() }),
    queryClient.invalidateQueries({ queryKey: keys.incentives.wallet() }),
    queryClient.invalidateQueries({ queryKey: keys.incentives.transactions() }),
  ]);

/**
 * For `useMutation`. Never retried automatically (query-client.ts): each request is a purchase,
 * so the UI must also disable the button while `isPending`. A retry the user asks for passes
 * the same `idempotencyKey`, so a purchase whose response was lost is not charged again.
 */
export const checkoutMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: keys.incentives.checkout(),
    mutationFn: ({ idempotencyKey, ...body }: CheckoutVariables) => checkout(body, idempotencyKey),
    // The purchase is done once the server says so: the receipt does not wait for the lists and the
    // wallet to be fetched again (a failing refresh, retried, would hold it for seconds).
    onSuccess: (result) => {
      queryClient.setQueryData(keys.incentives.wallet(), { points: result.balance });
      void invalidateAfterCheckout(queryClient);
    },
  });
