import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentPageQueryOptions } from '@/api/pages';
import { type PageLoader, routerContextFor } from '@/api/route-data';
import { pagesRoutes } from './routes';

/** The query keys the loader of the page at `url` starts, their requests left unsent. */
async function keysLoadedFor(url: string): Promise<QueryKey[]> {
  const queryClient = new QueryClient();
  const match = (matchRoutes(pagesRoutes as RouteObject[], url) ?? []).at(-1);
  if (typeof match?.route.lazy !== 'function') throw new Error(`No lazy page at ${url}`);
  const { loader } = (await match.route.lazy()) as { loader?: PageLoader };
  const started: QueryKey[] = [];
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (options) => {
    started.push(options.queryKey);
  });
  const href = `http://localhost${url}`;
  await loader?.({
    request: new Request(href),
    url: new URL(href),
    params: match.params,
    pattern: match.route.path ?? '',
    context: routerContextFor(queryClient, { waitForData: true }),
  });
  return started;
}

beforeAll(async () => {
  await import('./ContentPage');
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('content page loader', () => {
  it.each<[string, QueryKey[]]>([
    ['/page/terms-of-use', [contentPageQueryOptions('terms-of-use').queryKey]],
    ['/about', [contentPageQueryOptions('about').queryKey]],
    ['/release-notes', [contentPageQueryOptions('release-notes').queryKey]],
    ['/page/Not_A_Slug', []],
  ])('%s starts the page its address names, if it can be one', async (url, expected) => {
    expect(await keysLoadedFor(url)).toEqual(expected);
  });
});
