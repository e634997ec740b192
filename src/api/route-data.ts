import type { QueryClient } from '@tanstack/react-query';
import { createContext, data, type LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import type { CurrentUser } from './access';
import { isAuthenticated, type Me, meQueryOptions } from './session';
import { type GeneralSettings, generalSettingsQueryOptions } from './settings';

/**
 * The query client of the app (the browser's) or of the request (the server's), which route loaders
 * read from React Router's context: `context.get(queryClientContext)`.
 */
export const queryClientContext = createContext<QueryClient>();

/**
 * Whether the route's loaders wait for the data their page is rendered with. The server renders a
 * page once, so its loaders wait; the browser renders at once and each part shows its loading state
 * while the queries its route's loader started arrive (docs/rendering.md).
 */
export const waitForDataContext = createContext<boolean>(false);

/** The context React Router hands to every loader: the query client, and whether loaders wait. */
export function routerContextFor(
  queryClient: QueryClient,
  { waitForData = false } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientContext, queryClient);
  context.set(waitForDataContext, waitForData);
  return context;
}

/**
 * What a route's loader returns once it has started `loading`: on the server (`waitForDataContext`)
 * the promise of what it resolves to (null, or a status, `notFound()`), so that the page renders once
 * with its data; in the browser nothing, at once.
 */
export function untilLoaded(
  { context }: Pick<LoaderFunctionArgs, 'context'>,
  loading: Promise<unknown>,
): Promise<unknown> | null {
  if (context.get(waitForDataContext)) return loading.then((result) => result ?? null);
  loading.catch(() => {});
  return null;
}

/**
 * A page loader's result when what the page shows does not exist: the page renders its not-found
 * state, and the server responds 404 with it (React Router's `data` with a status).
 */
export const notFound = () => data(null, { status: 404 });

/** A page's loader: starts (and returns) the queries the page is first rendered with. */
export type PageLoader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** The query client a loader's queries go to. */
export const queryClientOf = ({ context }: Pick<LoaderFunctionArgs, 'context'>): QueryClient =>
  context.get(queryClientContext);

/** docs/product.md §3: the user's language, else the site's current language, else English. */
export const pickLanguage = (me: Me | undefined, general: GeneralSettings | undefined): string =>
  me?.language ?? general?.current_language ?? 'en';

/**
 * The user's language and whether they are signed in, once the session and the general settings
 * have responded (the same queries the shell asks for, so no second request). A failed request counts
 * as missing: the language falls back as `pickLanguage` says.
 */
export async function currentUserOf(queryClient: QueryClient): Promise<CurrentUser> {
  const [session, settings] = await Promise.allSettled([
    queryClient.fetchQuery(meQueryOptions()),
    queryClient.fetchQuery(generalSettingsQueryOptions()),
  ]);
  const user = session.status === 'fulfilled' ? session.value : undefined;
  const site = settings.status === 'fulfilled' ? settings.value : undefined;
  return { language: pickLanguage(user, site), signedIn: isAuthenticated(user) };
}
