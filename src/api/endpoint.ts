import { z } from '@/api/zod-mini';
import type { HttpMethod } from './client';
import { IDEMPOTENCY_KEY_HEADER } from './values';

/**
 * One call of the /api/v2 contract. Every resource module exports a list of
 * these; `contract.ts` gathers them for the OpenAPI document and the test that
 * checks every endpoint has a mock handler.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Relative to /api/v2 (`users/{uid}`), or absolute for the few Drupal paths outside it. */
  path: string;
  /** Resource group: the OpenAPI tag and the mock handler group. */
  group: string;
  summary: string;
  query?: z.core.$ZodType;
  /** Request headers beyond the conventions of docs/api/README.md (an object schema, one key per header). */
  headers?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** The body travels as multipart/form-data (uploads) rather than form-encoded. */
  multipart?: boolean;
  /** Omitted for 204 No Content, and for a response that is not JSON (`produces`). */
  response?: z.core.$ZodType;
  /** The media type of a response that is not JSON (a certificate, captions, a video). */
  produces?: string;
  /**
   * Path parameters that are not numeric ids (an object schema, one key per `{name}` of the path);
   * every other one is an id, 1 or more.
   */
  params?: z.core.$ZodType;
  /**
   * Whether visitors (no session) may call it. The others respond with 401 without a session; unsafe
   * methods also need the XSRF header (docs/api/README.md).
   */
  visitors?: boolean;
  /** Whether a 400 with field `messages` is part of the contract. */
  fieldErrors?: boolean;
  /** A request the contract tests send: path parameters and query. */
  example?: { params?: Record<string, string | number>; query?: Record<string, unknown> };
}

export const endpoint = (definition: Endpoint): Endpoint => definition;

/** Every response of the product's endpoints (docs/product.md §7) wraps its payload in `data`. */
export const envelope = <T extends z.core.$ZodType>(data: T) => z.object({ data });

/** The `Idempotency-Key` a create or a checkout takes (docs/api/README.md, Idempotency). */
export const idempotencyHeadersSchema = (
  repeated = 'A repeated key with the same fields gets the first successful create’s response again, and nothing is created again',
) =>
  z.object({
    [IDEMPOTENCY_KEY_HEADER]: z
      .optional(z.string().check(z.minLength(1), z.maxLength(255)))
      .check(z.describe(repeated)),
  });

/** Paging metadata of list responses (docs/product.md §3: meta.totalPages, meta.isLastPage). */
export const pageMetaSchema = z.object({
  page: z.int().check(z.nonnegative(), z.describe('Zero-based page index, as in Drupal')),
  limit: z.int().check(z.positive(), z.describe('Items per page')),
  total: z.int().check(z.nonnegative(), z.describe('Items on every page together')),
  totalPages: z.int().check(z.nonnegative(), z.describe('How many pages there are; 0 when there is no item')),
  isLastPage: z.boolean(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pagedEnvelope = <T extends z.core.$ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });

/** Query values travel as strings; `1`/`0` flags and numbers are accepted in either form. */
export const flagParam = z.union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.boolean()]);
export const intParam = z.union([z.int(), z.string().check(z.regex(/^\d+$/))]);

export const pagingQuery = z.object({ page: z.optional(intParam), limit: z.optional(intParam) });

/** The 400 body whose `messages` become per-field errors (docs/product.md §5). */
export const fieldMessagesSchema = z.object({
  message: z.optional(z.string()),
  messages: z.array(z.object({ path: z.string(), message: z.string() })),
});
