import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';

export interface NavigationItem {
  id: string;
  title: string;
  url: string;
  /** A lucide icon name for top-level items. */
  icon?: string | null;
  children: NavigationItem[];
}

export const navigationItemSchema: z.core.$ZodType<NavigationItem> = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  icon: z.optional(z.nullable(z.string())),
  get children() {
    return z.array(navigationItemSchema);
  },
});
export const navigationResponseSchema = envelope(z.array(navigationItemSchema));

export const getNavigation = async (signal?: AbortSignal): Promise<NavigationItem[]> =>
  (await requestParsed(navigationResponseSchema, 'navigation', { signal })).data;

export const navigationQueryOptions = () =>
  queryOptions({ queryKey: keys.navigation.tree(), queryFn: ({ signal }) => getNavigation(signal) });

export const navigationEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'navigation',
    group: 'navigation',
    summary: 'Sidebar navigation tree of the current user',
    response: navigationResponseSchema,
  }),
];
