import { shopItemQueryOptions } from '@/api/incentives';
import { walletQueryOptions } from '@/api/wallet';
import { numericParamLoader } from '../shared/use-numeric-param';

/** The loader of a product's page and of its checkout: the product, and the points both pages show. */
export const productLoader = numericParamLoader('productId', (queryClient, id) =>
  Promise.all([
    queryClient.prefetchQuery(shopItemQueryOptions(id)),
    queryClient.prefetchQuery(walletQueryOptions()),
  ]),
);
