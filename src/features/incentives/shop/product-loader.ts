import { shopItemQueryOptions } from '@/api/incentives';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { walletQueryOptions } from '@/api/wallet';
import { numericParam } from '../shared/use-numeric-param';

/** The loader of a product's page and of its checkout: the product, and the points both pages show. */
export const productLoader: PageLoader = async (args) => {
  const id = numericParam(args.params.productId);
  // A product id that is not a number is the page's not-found state: nothing to ask for.
  if (id === undefined) return null;
  const queryClient = queryClientOf(args);
  await Promise.all([
    queryClient.prefetchQuery(shopItemQueryOptions(id)),
    queryClient.prefetchQuery(walletQueryOptions()),
  ]);
  return null;
};
