import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { Encodable } from './encode';
import { keys } from './keys';
import { SUBSCRIPTION_STATUSES } from './values';

export type { Subscription, SubscriptionsPage } from './subscriptions.schemas';

export { SUBSCRIPTION_STATUSES };

const schema = lazySchemas(() => import('./subscriptions.schemas'));

export interface SubscriptionsQuery {
  status?: (typeof SUBSCRIPTION_STATUSES)[number];
  page?: number;
  limit?: number;
}

/** The dashboard's "my trainings": the current user's subscriptions, most recently used first. */
export const getMySubscriptions = (query: SubscriptionsQuery = {}, signal?: AbortSignal) =>
  requestParsed(schema('subscriptionsResponseSchema'), 'subscriptions', {
    query: query as Encodable,
    signal,
  });

export const mySubscriptionsQueryOptions = (query: SubscriptionsQuery = {}) =>
  queryOptions({
    queryKey: keys.subscriptions.mine(query),
    queryFn: ({ signal }) => getMySubscriptions(query, signal),
  });
