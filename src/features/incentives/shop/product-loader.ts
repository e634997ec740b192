import { shopItemQueryOptions } from '@/api/incentives';
import { prefetchOrNotFound } from '@/api/prefetch-or-not-found';
import { walletQueryOptions } from '@/api/wallet';
import { numericParamLoader } from '../shared/use-numeric-param';

/** The loader of a product's page and of its checkout: the product, and the points both pages show. */
export const productLoader = numericParamLoader('productId', async (queryClient, id) => {
  const [found] = await Promise.all([
    prefetchOrNotFound(queryClient, shopItemQueryOptions(id)),
    queryClient.prefetchQuery(walletQueryOptions()),
  ]);
  return found;
});
