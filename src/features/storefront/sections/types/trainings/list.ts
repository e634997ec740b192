import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PREFETCHED_STALE_TIME_MS } from '@/api/query-client';
import { toSectionTrainingsQuery, trainingsQueryOptions } from '@/api/trainings';
import { lenient } from '../shared';
import { settings as settingsSchema } from './schema';

/** The trainings a section's settings choose (docs/product.md §7, section list query). */
export const trainingsQueryOf = (settings: z.infer<typeof settingsSchema>) => ({
  ...trainingsQueryOptions(
    toSectionTrainingsQuery({ ...settings, vocabulary: settings.vocabulary ?? undefined }),
  ),
  // Started when the storefront's answer arrives (`prefetch`): the View takes that answer.
  staleTime: PREFETCHED_STALE_TIME_MS,
});

/** Starts a section's list before the section is drawn. */
export const prefetch = (data: { settings: unknown }, queryClient: QueryClient) =>
  void queryClient.prefetchQuery(trainingsQueryOf(lenient(settingsSchema, data.settings)));
