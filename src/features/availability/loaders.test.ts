import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { peopleQueryOptions, slotsQueryOptions, slotsRange } from '@/api/availability';
import { organizationsQueryOptions } from '@/api/organizations';
import { meQueryOptions } from '@/api/session';
import { generalSettingsQueryOptions } from '@/api/settings';
import { keysLoadedFor as loadedKeys } from '@/testing/loaders';
import { routes as availabilityRoutes } from './routes';

/**
 * The query keys the loader of the page at `url` starts, their requests left unsent, for a user who
 * reads `language` (French by default: its weeks start on Monday).
 */
function keysLoadedFor(url: string, timeZone?: string, language = 'fr') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(generalSettingsQueryOptions().queryKey, { current_timezone: timeZone } as never);
  queryClient.setQueryData(meQueryOptions().queryKey, { uid: 7, language } as never);
  return loadedKeys(availabilityRoutes, url, queryClient);
}

const slotsKey = (uid: number | undefined, start: string, end: string) =>
  slotsQueryOptions(slotsRange(uid, new Date(start), new Date(end))).queryKey;

beforeAll(async () => {
  // The pages' modules load before the clock is pinned: @date-fns/tz's dates extend the Date they find.
  await Promise.all(availabilityRoutes.map((route) => (route.lazy as () => Promise<unknown>)()));
}, 30_000);

beforeEach(() => {
  // A Tuesday, 23:06 in UTC and already Wednesday in Paris.
  vi.useFakeTimers({ now: new Date('2026-12-01T23:06:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('availability page loaders', () => {
  it.each<[string, string | undefined, QueryKey[]]>([
    ['/availability', undefined, [slotsKey(undefined, '2026-11-30T00:00:00Z', '2026-12-07T00:00:00Z')]],
    ['/availability', 'Not/AZone', [slotsKey(undefined, '2026-11-30T00:00:00Z', '2026-12-07T00:00:00Z')]],
    ['/availability', 'Europe/Paris', [slotsKey(undefined, '2026-11-29T23:00:00Z', '2026-12-06T23:00:00Z')]],
    [
      '/availability?view=month&date=2026-02-10',
      'Europe/Paris',
      [slotsKey(undefined, '2026-01-25T23:00:00Z', '2026-03-01T23:00:00Z')],
    ],
    [
      '/course-administration/availability',
      undefined,
      [organizationsQueryOptions().queryKey, peopleQueryOptions({ page: 0 }).queryKey],
    ],
    [
      '/course-administration/availability?person=12&name=Ann&view=week&date=2026-12-09',
      undefined,
      [
        organizationsQueryOptions().queryKey,
        peopleQueryOptions({ page: 0 }).queryKey,
        slotsKey(12, '2026-12-07T00:00:00Z', '2026-12-14T00:00:00Z'),
      ],
    ],
  ])(
    '%s (time zone %s) starts the queries its page is first rendered with',
    async (url, timeZone, expected) => {
      expect(await keysLoadedFor(url, timeZone)).toEqual(expected);
    },
  );

  it.each<[string, string, string, string]>([
    ['en', 'Sunday', '2026-11-29T00:00:00Z', '2026-12-06T00:00:00Z'],
    ['ar', 'Saturday', '2026-11-28T00:00:00Z', '2026-12-05T00:00:00Z'],
  ])(
    "starts the week in the user's language (%s: %s), as the page does",
    async (language, _day, start, end) => {
      expect(await keysLoadedFor('/availability', undefined, language)).toEqual([
        slotsKey(undefined, start, end),
      ]);
    },
  );
});
