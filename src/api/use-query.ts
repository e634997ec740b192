import {
  hashKey,
  type QueryClient,
  useQueryClient,
  useQuery as useTanStackQuery,
} from '@tanstack/react-query';
import { createContext, use } from 'react';

/**
 * Whether the page is being rendered on the server (src/entry-server.tsx). Provided there only: the
 * browser, the stories and the tests never render on the server.
 */
export const ServerRenderingContext = createContext(false);

type Options = Parameters<typeof useTanStackQuery>[0];

/** Already settled: React reads it as fulfilled from its second use on, and waits for nothing. */
const NOTHING_TO_WAIT_FOR: Promise<void> = Promise.resolve();

/** Per render, per query: what its parts wait for, the same promise at each of their attempts. */
const waits = new WeakMap<QueryClient, Map<string, Promise<void>>>();

function waitForData(queryClient: QueryClient, options: Options, needed: boolean): Promise<void> {
  let byQuery = waits.get(queryClient);
  if (!byQuery) {
    byQuery = new Map();
    waits.set(queryClient, byQuery);
  }
  const hash = hashKey(options.queryKey);
  let wait = byQuery.get(hash);
  if (!wait && needed) {
    // A failed request ends the wait too: the part is then rendered with the error.
    wait = queryClient.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]).then(
      () => undefined,
      () => undefined,
    );
    byQuery.set(hash, wait);
  }
  return wait ?? NOTHING_TO_WAIT_FOR;
}

/**
 * TanStack Query's `useQuery`, which every component uses through this module (a conventions test
 * holds it). In the browser it is that hook and nothing else. While the server renders a page, a query
 * the page asks for and does not have yet suspends the part that asked, with React's `use`, until
 * its data is in: React's server renderer renders that part again once it is, and the page is rendered
 * once, with all the data it needs, each query asked for once. A failed request ends the wait too, and
 * is rendered as the error it is (the server then sends the page for the browser to render instead).
 *
 * On the server each call uses one promise, needed or not: React matches a part's promises by their
 * order from one attempt to the next, and a query that gets its data by the second attempt would otherwise
 * take the place of the first one's.
 */
export const useQuery = ((options: Options, client?: QueryClient) => {
  const result = useTanStackQuery(options, client);
  const queryClient = useQueryClient(client);
  if (use(ServerRenderingContext)) {
    const needed = (result.isPending || result.isPlaceholderData) && result.fetchStatus === 'fetching';
    use(waitForData(queryClient, options, needed));
  }
  return result;
}) as typeof useTanStackQuery;
