import { z } from '@/api/zod';
import { type Endpoint, endpoint, envelope, pagedEnvelope } from './endpoint';
import { idSchema, pointsSchema } from './formats';
import { serverDateTimeSchema, sortOrderSchema, userRefSchema } from './incentives-common.schemas';
import { FULFILMENT_STATUSES, TRANSACTION_TYPES } from './values';

const PATH = 'incentives/transactions';

export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const fulfilmentSchema = z.enum(FULFILMENT_STATUSES);
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

export const transactionLineSchema = z.object({
  id: idSchema,
  title: z.string(),
  quantity: z.number().int().positive(),
  price: pointsSchema.check(z.describe('The price of one, in points')),
});

/** What caused a transaction: a rule's event, an order (purchase), an expiry schedule, an administrator. */
export const transactionReferenceSchema = z.object({
  kind: z.enum(['rule', 'order', 'schedule', 'manual']),
  id: z.number().int().nullable().describe('The rule, order or schedule; null for a manual change'),
  label: z
    .string()
    .describe("A rule's event (course_completed), the order's or schedule's name, or the administrator's"),
});

export const transactionSchema = z.object({
  id: idSchema,
  user: userRefSchema,
  type: transactionTypeSchema,
  points: z
    .number()
    .int()
    .meta({
      description:
        'Signed: positive for earned and refunded, negative for spent and expired; adjusted either way',
      examples: [-120],
    }),
  balance_after: pointsSchema.check(z.describe('The wallet after this transaction')),
  created: serverDateTimeSchema,
  reason: z.string(),
  reference: transactionReferenceSchema,
  fulfilment: fulfilmentSchema.nullable().describe('Purchases only; null otherwise'),
  products: z.array(transactionLineSchema).describe('Purchases only; empty otherwise'),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListQuerySchema = z.object({
  page: z.number().int().min(0).optional(),
  /** Person (uid). */
  uid: z.number().int().positive().optional(),
  type: transactionTypeSchema.optional(),
  /** Inclusive range on `created`, server format. */
  date_from: z.optional(serverDateTimeSchema),
  date_to: z.optional(serverDateTimeSchema),
  order: z.optional(sortOrderSchema),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

export const transactionListResponseSchema = pagedEnvelope(transactionSchema);
export const transactionResponseSchema = envelope(transactionSchema);
export const fulfilmentBodySchema = z.object({ fulfilment: fulfilmentSchema });

export const transactionsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: PATH,
    group: 'incentives',
    summary: 'Points transactions, newest first: filter by person, type, date range; 25 per page',
    query: transactionListQuerySchema.extend({ limit: z.number().int().optional() }),
    response: transactionListResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: `${PATH}/{id}`,
    group: 'incentives',
    summary: 'One transaction with its products',
    response: transactionResponseSchema,
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'PATCH',
    path: `${PATH}/{id}`,
    group: 'incentives',
    summary: 'Set the fulfilment status of a purchase',
    body: fulfilmentBodySchema,
    response: transactionResponseSchema,
    fieldErrors: true,
  }),
];
