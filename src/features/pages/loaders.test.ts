import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentPageQueryOptions } from '@/api/pages';
import { keysLoadedFor as loadedKeys } from '@/testing/loaders';
import { routes as pagesRoutes } from './routes';

/** The query keys the loader of the page at `url` starts, their requests left unsent. */
const keysLoadedFor = (url: string) => loadedKeys(pagesRoutes, url);

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
