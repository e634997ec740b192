import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { requestParsed } from './client';
import type { Encodable } from './encode';
import { type Endpoint, endpoint, intParam, pagedEnvelope } from './endpoint';
import { keys } from './keys';
import { trainingSchema } from './trainings';

export const SUBSCRIPTION_STATUSES = ['not_started', 'in_progress', 'completed'] as const;

export const subscriptionSchema = z.object({
  id: z.number().int().positive(),
  training: trainingSchema.pick({ id: true, title: true, image: true, url: true }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Percent complete, 0–100. */
  progress: z.number().min(0).max(100),
  last_accessed: z.string().nullable().describe('yyyy-MM-dd HH:mm:ss, UTC'),
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
      status: z.enum(SUBSCRIPTION_STATUSES).optional(),
      page: z.optional(intParam),
      limit: z.optional(intParam),
    }),
    response: subscriptionsResponseSchema,
  }),
];
