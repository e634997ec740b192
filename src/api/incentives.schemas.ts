import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope, idempotencyHeadersSchema, pagedEnvelope } from './endpoint';
import { countSchema, idSchema, imageUrlSchema, pointsSchema } from './formats';
import { serverDateTimeSchema, sortOrderSchema } from './incentives-common.schemas';
import { PRODUCT_ADMIN_PAGE_SIZE, SHOP_PAGE_SIZE } from './values';

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

export const productSortSchema = z
  .enum(['title', 'price', 'stock', 'created', 'changed'])
  .check(z.describe('By stock, an unlimited stock counts as more than any counted one'));
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

/** The product body as the contract document describes it (multipart form fields). */
export const productBodySchema = z.extend(z.omit(productInputSchema, { image: true }), {
  image: z
    .optional(z.string())
    .check(z.describe('The URL of an image uploaded with POST files, or an image file (multipart upload)')),
  image_remove: z.optional(z.literal('1')).check(z.describe('Removes the current image')),
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
    headers: idempotencyHeadersSchema(),
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
    headers: idempotencyHeadersSchema(
      'A repeated key gets the first successful checkout’s response again, without charging again',
    ),
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
    fieldErrors: true,
  }),
];
