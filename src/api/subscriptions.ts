import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import type { Encodable } from './encode';
import { type Endpoint, endpoint, intParam, pagedEnvelope } from './endpoint';
import { keys } from './keys';
import { trainingSchema } from './trainings';

export const SUBSCRIPTION_STATUSES = ['not_started', 'in_progress', 'completed'] as const;

export const subscriptionSchema = z.object({
  id: z.int().check(z.positive()),
  training: z.pick(trainingSchema, { id: true, title: true, image: true, url: true }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Percent complete, 0–100. */
  progress: z.number().check(z.gte(0), z.lte(100)),
  last_accessed: z.nullable(z.string()).check(z.describe('yyyy-MM-dd HH:mm:ss, UTC')),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionsResponseSchema = pagedEnvelope(subscriptionSchema);
export type SubscriptionsPage = z.infer<typeof subscriptionsResponseSchema>;

export interface SubscriptionsQuery {
  status?: (typeof SUBSCRIPTION_STATUSES)[number];
  page?: number;
  limit?: number;
}

/** The dashboard's "my trainings": the current user's subscriptions, most recently used first. */
export const getMySubscriptions = (query: SubscriptionsQuery = {}, signal?: AbortSignal) =>
  requestParsed(subscriptionsResponseSchema, 'subscriptions', { query: query as Encodable, signal });

export const mySubscriptionsQueryOptions = (query: SubscriptionsQuery = {}) =>
  queryOptions({
    queryKey: keys.subscriptions.mine(query),
    queryFn: ({ signal }) => getMySubscriptions(query, signal),
  });

export const subscriptionsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'subscriptions',
    group: 'subscriptions',
    summary: "The current user's subscriptions (401 for visitors)",
    query: z.object({
      status: z.optional(z.enum(SUBSCRIPTION_STATUSES)),
      page: z.optional(intParam),
      limit: z.optional(intParam),
    }),
    response: subscriptionsResponseSchema,
  }),
];
