import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { Fulfilment, Transaction, TransactionListQuery } from './incentives-transactions.schemas';
import { keys } from './keys';
import { FULFILMENT_STATUSES, TRANSACTION_TYPES } from './values';

export type {
  Fulfilment,
  Transaction,
  TransactionListQuery,
  TransactionType,
} from './incentives-transactions.schemas';

export { FULFILMENT_STATUSES, TRANSACTION_TYPES };

const schema = lazySchemas(() => import('./incentives-transactions.schemas'));

export const TRANSACTION_PAGE_SIZE = 25;

const PATH = 'incentives/transactions';

export const getTransactions = (query: TransactionListQuery = {}, signal?: AbortSignal) =>
  requestParsed(schema('transactionListResponseSchema'), PATH, {
    query: { ...query, limit: TRANSACTION_PAGE_SIZE },
    signal,
  });

export const getTransaction = async (id: number, signal?: AbortSignal): Promise<Transaction> =>
  (await requestParsed(schema('transactionResponseSchema'), `${PATH}/${id}`, { signal })).data;

export const updateFulfilment = async (id: number, fulfilment: Fulfilment): Promise<Transaction> =>
  (
    await requestParsed(schema('transactionResponseSchema'), `${PATH}/${id}`, {
      method: 'PATCH',
      body: { fulfilment },
    })
  ).data;

export const transactionsQueryOptions = (query: TransactionListQuery = {}) =>
  queryOptions({
    queryKey: keys.incentives.transactionList(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
  });

export const transactionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.incentives.transaction(id),
    queryFn: ({ signal }) => getTransaction(id, signal),
  });

export const updateFulfilmentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.transactions(), 'fulfilment'],
    mutationFn: ({ id, fulfilment }: { id: number; fulfilment: Fulfilment }) =>
      updateFulfilment(id, fulfilment),
    onSuccess: (transaction) => {
      queryClient.setQueryData(keys.incentives.transaction(transaction.id), transaction);
      return queryClient.invalidateQueries({ queryKey: [...keys.incentives.transactions(), 'list'] });
    },
  });
