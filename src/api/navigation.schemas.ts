import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { linkUrlSchema, textIdSchema } from './formats';

export interface NavigationItem {
  id: string;
  title: string;
  url: string;
  /** A lucide icon name for top-level items. */
  icon?: string | null;
  children: NavigationItem[];
}

export const navigationItemSchema: z.core.$ZodType<NavigationItem> = z.object({
  id: textIdSchema,
  title: z.string(),
  url: linkUrlSchema,
  icon: z
    .optional(z.nullable(z.string()))
    .check(
      z.meta({ description: 'A lucide icon name, for top-level items', examples: ['layout-dashboard'] }),
    ),
  get children() {
    return z.array(navigationItemSchema);
  },
});
// Named, so that the document refers to the one recursive schema instead of an anonymous definition.
z.globalRegistry.add(navigationItemSchema, {
  id: 'NavigationItem',
  description: 'One item of the navigation tree; `children` are items of the same shape',
});
export const navigationResponseSchema = envelope(z.array(navigationItemSchema));

export const navigationEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'navigation',
    group: 'navigation',
    summary: 'Sidebar navigation tree of the current user',
    visitors: true,
    response: navigationResponseSchema,
  }),
];
