import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '@/api/access';
import { meQueryOptions } from '@/api/session';
import { generalSettingsQueryOptions } from '@/api/settings';
import { storefrontAppearanceQueryOptions } from '@/api/storefront';
import { trainingsQueryOptions } from '@/api/trainings';
import { keysLoadedFor as loadedKeys } from '@/testing/loaders';
import { managedStorefrontQueryOptions, storefrontQueryOptions, storefrontSectionQueryOptions } from './api';
import { editorQueryOf } from './editor/StorefrontEditorPage';
import { toSearchQuery } from './public/SearchPage';
import { routes as storefrontRoutes } from './routes';
import { categoriesQueryOf } from './sections/types/categories/list';
import { settings as categoriesSettings } from './sections/types/categories/schema';
import { lenient } from './sections/types/shared';
import { trainingsQueryOf } from './sections/types/trainings/list';
import { settings as trainingsSettings } from './sections/types/trainings/schema';

const trainingsSection = {
  id: 3,
  type: 'trainings',
  data: { content: { title: 'New' }, settings: { type: 'free', sorting: 'newest', size: 8 } },
};
const categoriesSection = {
  id: 4,
  type: 'categories',
  data: { content: {}, settings: { vocabulary: 'topics' } },
};
const heroSection = { id: 5, type: 'hero', data: { content: { title: 'Welcome' }, settings: {} } };
const listsOf = {
  trainings: trainingsQueryOf(lenient(trainingsSettings, trainingsSection.data.settings)).queryKey,
  categories: categoriesQueryOf(lenient(categoriesSettings, categoriesSection.data.settings)).queryKey,
};

/** A query client that has the shell's session and settings, and the storefront and its sections in French. */
function seededClient({ signedIn }: { signedIn: boolean }): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    meQueryOptions().queryKey,
    (signedIn ? { uid: 7, language: 'fr' } : { uid: 0 }) as never,
  );
  queryClient.setQueryData(generalSettingsQueryOptions().queryKey, { current_language: 'fr' } as never);
  queryClient.setQueryData(storefrontQueryOptions({ language: 'fr' }).queryKey, {
    sections: [heroSection, trainingsSection, categoriesSection],
  } as never);
  queryClient.setQueryData(storefrontSectionQueryOptions(3, 'fr').queryKey, trainingsSection as never);
  queryClient.setQueryData(storefrontSectionQueryOptions(5, 'fr').queryKey, heroSection as never);
  return queryClient;
}

/** The query keys the loader of the page at `url` starts, their requests left unsent. */
const keysLoadedFor = (url: string, queryClient: QueryClient) =>
  loadedKeys(storefrontRoutes, url, queryClient);

const lazyOf = (routes: readonly AppRoute[]): (() => Promise<unknown>)[] =>
  routes.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...lazyOf(route.children ?? []),
  ]);

beforeAll(async () => {
  await Promise.all(lazyOf(storefrontRoutes).map((load) => load()));
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storefront page loaders', () => {
  it("starts the storefront's section lists once the storefront is in, in the user's language", async () => {
    expect(await keysLoadedFor('/storefront', seededClient({ signedIn: true }))).toEqual([
      listsOf.trainings,
      listsOf.categories,
    ]);
  });

  it('a storefront that cannot be loaded is left to the page to show', async () => {
    const queryClient = seededClient({ signedIn: true });
    vi.spyOn(queryClient, 'ensureQueryData').mockRejectedValue(new Error('500'));
    expect(await keysLoadedFor('/storefront', queryClient)).toEqual([]);
  });

  it.each<[string, QueryKey[]]>([
    ['/storefront/3', [listsOf.trainings]],
    ['/storefront/5', []],
    ['/storefront/abc', []],
  ])('%s starts the list of the section in the user language, if it has one', async (url, expected) => {
    const queryClient = seededClient({ signedIn: true });
    const ensured = vi.spyOn(queryClient, 'ensureQueryData');
    expect(await keysLoadedFor(url, queryClient)).toEqual(expected);
    if (url.endsWith('abc')) expect(ensured).not.toHaveBeenCalled();
  });

  it.each<[string, QueryKey[]]>([
    [
      '/storefront/search?s=safety&vocabulary=topics&tags=2,3',
      [
        trainingsQueryOptions(toSearchQuery(new URLSearchParams('s=safety&vocabulary=topics&tags=2,3')))
          .queryKey,
      ],
    ],
    ['/settings/storefront', []],
    ['/settings/storefront/appearance', [storefrontAppearanceQueryOptions().queryKey]],
    ['/settings/storefront/registered', [editorQueryOf('registered').queryKey]],
    ['/settings/storefront/unregistered', [editorQueryOf('unregistered').queryKey]],
  ])('%s starts the queries its page is first rendered with', async (url, expected) => {
    expect(await keysLoadedFor(url, seededClient({ signedIn: true }))).toEqual(expected);
  });

  it("the editors start their audience's storefront, previewed without restrictions", () => {
    expect(editorQueryOf('registered').queryKey).toEqual(
      managedStorefrontQueryOptions({ type: 'registered', preview: 1 }).queryKey,
    );
  });
});
