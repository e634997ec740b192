import { z } from 'zod/mini';
import { type Endpoint, endpoint, envelope } from './endpoint';

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

export const navigationEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'navigation',
    group: 'navigation',
    summary: 'Sidebar navigation tree of the current user',
    response: navigationResponseSchema,
  }),
];
