import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PREFETCHED_STALE_TIME_MS } from '@/api/query-client';
import { taxonomyTermsQueryOptions } from '@/api/taxonomy';
import { lenient } from '../shared';
import { settings as settingsSchema } from './schema';

/** The top-level terms of the section's vocabulary. */
export const categoriesQueryOf = (settings: z.infer<typeof settingsSchema>) => ({
  ...taxonomyTermsQueryOptions({ machine_name: settings.vocabulary, parent: 0 }),
  // Started when the storefront's answer arrives (`prefetch`): the View takes that answer.
  staleTime: PREFETCHED_STALE_TIME_MS,
});

/** Starts a section's list before the section is drawn. */
export const prefetch = (data: { settings: unknown }, queryClient: QueryClient) =>
  void queryClient.prefetchQuery(categoriesQueryOf(lenient(settingsSchema, data.settings)));
