import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod-mini';
import { request, requestParsed } from './client';
import { type Endpoint, endpoint, envelope, pagedEnvelope } from './endpoint';
import { countSchema, idSchema, imageUrlSchema, pointsSchema } from './formats';
import { serverDateTimeSchema, sortOrderSchema, toMultipart } from './incentives-common';
import { keys } from './keys';

/** docs/product.md §9: page sizes of the product admin list and the shop. */
export const PRODUCT_ADMIN_PAGE_SIZE = 25;
export const SHOP_PAGE_SIZE = 24;

/**
 * An incentive product (docs/architecture.md). `description` is server HTML: render
 * it only through the sanitising component. `purchase_limit` 0 means no limit;
 * `stock` counts only when `stock_unlimited` is false.
 */
export const productSchema = z.object({
  id: idSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.describe('Server HTML; the interface sanitises it')),
  image: z.nullable(imageUrlSchema).check(z.describe('null: the interface shows a placeholder')),
  price: pointsSchema.check(z.describe('The price in points')),
  stock_unlimited: z.boolean(),
  stock: countSchema.check(z.describe('Items left; counts only when stock_unlimited is false')),
  purchase_limit: countSchema.check(z.describe('How many one person may buy; 0: no limit')),
  published: z.boolean(),
  categories: z.array(idSchema).check(z.describe('Taxonomy term ids; empty: every category page')),
  organizations: z.array(idSchema).check(z.describe('Organisation ids allowed to see it; empty: everyone')),
  created: serverDateTimeSchema,
  changed: serverDateTimeSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productSortSchema = z.enum(['title', 'price', 'stock', 'created', 'changed']);
export const productListQuerySchema = z.object({
  page: z.optional(z.int().check(z.gte(0))),
  search: z.optional(z.string()),
  published: z.optional(z.boolean()),
  category: z.optional(z.int()),
  sort: z.optional(productSortSchema),
  order: z.optional(sortOrderSchema),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = pagedEnvelope(productSchema);
export const productResponseSchema = envelope(productSchema);

/**
 * What the product form edits. `image`: the URL of a file uploaded with POST files (the form's way),
 * or a File sent with the product (older clients); null removes it, undefined keeps it.
 */
export const productInputSchema = z.extend(
  z.pick(productSchema, {
    title: true,
    description: true,
    price: true,
    stock_unlimited: true,
    stock: true,
    purchase_limit: true,
    published: true,
    categories: true,
    organizations: true,
  }),
  {
    image: z.optional(
      z.nullable(
        z.union([z.string().check(z.minLength(1)), z.custom<Blob>((value) => value instanceof Blob)]),
      ),
    ),
  },
);
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductChanges = Partial<ProductInput>;

/** The product body as the contract document describes it (multipart form fields). */
export const productBodySchema = z.extend(z.omit(productInputSchema, { image: true }), {
  image: z
    .optional(z.string())
    .check(z.describe('The URL of an image uploaded with POST files, or an image file (multipart upload)')),
  image_remove: z.optional(z.literal('1')).check(z.describe('Removes the current image')),
});

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
  requestParsed(productListResponseSchema, 'incentives/products', {
    query: { ...query, limit: PRODUCT_ADMIN_PAGE_SIZE },
    signal,
  });

export const getProduct = async (id: number, signal?: AbortSignal): Promise<Product> =>
  (await requestParsed(productResponseSchema, `incentives/products/${id}`, { signal })).data;

export const createProduct = async (input: ProductInput): Promise<Product> =>
  (
    await requestParsed(productResponseSchema, 'incentives/products', {
      method: 'POST',
      body: toProductBody(input),
    })
  ).data;

export const updateProduct = async (id: number, changes: ProductChanges): Promise<Product> =>
  (
    await requestParsed(productResponseSchema, `incentives/products/${id}`, {
      method: 'PATCH',
      body: toProductBody(changes),
    })
  ).data;

export const deleteProduct = async (id: number): Promise<void> => {
  await request(`incentives/products/${id}`, { method: 'DELETE' });
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
    mutationFn: createProduct,
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

/* ---- The shop (learners) ---- */

/** A product as a learner sees it: `purchased` counts this user's earlier purchases of it. */
export const shopItemSchema = z.extend(
  z.pick(productSchema, {
    id: true,
    title: true,
    description: true,
    image: true,
    price: true,
    stock_unlimited: true,
    stock: true,
    purchase_limit: true,
    categories: true,
  }),
  { purchased: countSchema.check(z.describe('How many of it this user bought before')) },
);
export type ShopItem = z.infer<typeof shopItemSchema>;

export const shopSortSchema = z.enum(['title', 'price', 'created']);
export const shopListQuerySchema = z.object({
  page: z.optional(z.int().check(z.gte(0))),
  search: z.optional(z.string()),
  category: z.optional(z.int()),
  sort: z.optional(shopSortSchema),
  order: z.optional(sortOrderSchema),
});
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

export const shopListResponseSchema = pagedEnvelope(shopItemSchema);
export const shopItemResponseSchema = envelope(shopItemSchema);

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

export const shopInfoSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  /** Server HTML, sanitised by the UI. */
  intro: z.string().check(z.describe('Server HTML; the interface sanitises it')),
  banner: z.nullable(imageUrlSchema).check(z.describe('null: no banner')),
  banner_height: z.int().check(z.positive(), z.meta({ description: 'In pixels', examples: [240] })),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
export const shopInfoResponseSchema = envelope(shopInfoSchema);

export const getShop = (query: ShopListQuery = {}, signal?: AbortSignal) =>
  requestParsed(shopListResponseSchema, 'incentives/shop', {
    query: { ...query, limit: SHOP_PAGE_SIZE },
    signal,
  });

export const getShopItem = async (id: number, signal?: AbortSignal): Promise<ShopItem> =>
  (await requestParsed(shopItemResponseSchema, `incentives/shop/${id}`, { signal })).data;

export const getShopInfo = async (signal?: AbortSignal): Promise<ShopInfo> =>
  (await requestParsed(shopInfoResponseSchema, 'incentives/shop_info', { signal })).data;

export const shopQueryOptions = (query: ShopListQuery = {}) =>
  queryOptions({
    queryKey: keys.incentives.shopList(query),
    queryFn: ({ signal }) => getShop(query, signal),
  });

export const shopItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: keys.incentives.shopItem(id), queryFn: ({ signal }) => getShopItem(id, signal) });

export const shopInfoQueryOptions = () =>
  queryOptions({ queryKey: keys.incentives.shopInfo(), queryFn: ({ signal }) => getShopInfo(signal) });

/* ---- Checkout ---- */

/** docs/product.md §3: the payload is the list of product ids; an id twice buys two. */
export const checkoutBodySchema = z.object({
  products: z.array(z.int().check(z.positive())).check(z.minLength(1)),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutLineSchema = z.object({
  id: idSchema,
  title: z.string(),
  quantity: z.int().check(z.positive()),
  price: pointsSchema.check(z.describe('The price of one, in points')),
});
export const checkoutResultSchema = z.object({
  transaction_id: idSchema.check(z.describe('The `spent` transaction the purchase recorded')),
  points_spent: pointsSchema,
  balance: pointsSchema.check(z.describe('The wallet after the purchase')),
  products: z.array(checkoutLineSchema).check(z.minLength(1)),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
export const checkoutResponseSchema = envelope(checkoutResultSchema);

/**
 * The checkout is not idempotent by itself: when its response is lost (a dropped
 * connection, a 5xx from a proxy after the backend charged), sending it again
 * would buy again. Every checkout carries an Idempotency-Key; a request that
 * repeats a key gets the first purchase's response and is not charged again
 * (docs/api/README.md). One key per attempt to buy, reused by its retries.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const checkoutHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .optional(z.string().check(z.minLength(1), z.maxLength(255)))
    .check(
      z.describe(
        'A repeated key gets the first successful checkout’s response again, without charging again',
      ),
    ),
});

/** Random enough to never repeat; `getRandomValues` works on plain http too, unlike `randomUUID`. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

export const checkout = async (
  body: CheckoutBody,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<CheckoutResult> =>
  (
    await requestParsed(checkoutResponseSchema, 'incentives/shop_checkout', {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
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
    onSuccess: (result) => {
      queryClient.setQueryData(keys.incentives.wallet(), { points: result.balance });
      return invalidateAfterCheckout(queryClient);
    },
  });

export const incentivesEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'incentives/products',
    group: 'incentives',
    summary: 'Product admin list: search, filters, sort, 25 per page',
    query: z.extend(productListQuerySchema, { limit: z.optional(z.int()) }),
    response: productListResponseSchema,
    example: { query: { limit: PRODUCT_ADMIN_PAGE_SIZE } },
  }),
  endpoint({
    method: 'GET',
    path: 'incentives/products/{id}',
    group: 'incentives',
    summary: 'One product (admin)',
    response: productResponseSchema,
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'POST',
    path: 'incentives/products',
    group: 'incentives',
    summary: 'Create a product (multipart: fields plus optional image file)',
    body: productBodySchema,
    multipart: true,
    response: productResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'PATCH',
    path: 'incentives/products/{id}',
    group: 'incentives',
    summary: 'Update the changed fields of a product (multipart; image_remove=1 clears the image)',
    body: z.partial(productBodySchema),
    multipart: true,
    response: productResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'DELETE',
    path: 'incentives/products/{id}',
    group: 'incentives',
    summary: 'Delete a product (204)',
  }),
  endpoint({
    method: 'GET',
    path: 'incentives/shop',
    group: 'incentives',
    summary: 'Published products the user may see: search, category, sort, 24 per page',
    query: z.extend(shopListQuerySchema, { limit: z.optional(z.int()) }),
    response: shopListResponseSchema,
    example: { query: { limit: SHOP_PAGE_SIZE } },
  }),
  endpoint({
    method: 'GET',
    path: 'incentives/shop/{id}',
    group: 'incentives',
    summary: 'One shop item with the user’s purchase count',
    response: shopItemResponseSchema,
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'GET',
    path: 'incentives/shop_info',
    group: 'incentives',
    summary: 'Shop page header: title, intro, banner',
    response: shopInfoResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: 'incentives/shop_checkout',
    group: 'incentives',
    summary:
      'Buy products: deducts points, decrements stock, records a spent transaction; 400 messages for insufficient points, stock or limit',
    headers: checkoutHeadersSchema,
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
    fieldErrors: true,
  }),
];
