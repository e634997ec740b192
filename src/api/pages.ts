import { queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { serverDateTimeSchema } from './formats';
import { keys } from './keys';

/*
 * Content pages for everyone, visitors included: about, contact, privacy, terms and the release
 * notes the footer links to (src/features/pages/README.md). The body is server HTML and is rendered
 * only through the kit's SanitizedHtml (docs/architecture.md, "Security rules").
 */

/** Lower-case words joined by hyphens; anything else is not a page and never reaches the server. */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contentPageSchema = z.object({
  slug: z
    .string()
    .regex(PAGE_SLUG)
    .meta({ examples: ['about'] }),
  title: z.string(),
  body: z.string().describe('Server HTML; the interface sanitises it'),
  changed: serverDateTimeSchema.check(z.describe('Last edited (UTC, yyyy-MM-dd HH:mm:ss)')),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = envelope(contentPageSchema);

export const getContentPage = async (slug: string, signal?: AbortSignal): Promise<ContentPage> =>
  (await requestParsed(contentPageResponseSchema, `pages/${encodeURIComponent(slug)}`, { signal })).data;

export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: keys.pages.detail(slug),
    queryFn: ({ signal }) => getContentPage(slug, signal),
  });

export const pagesEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'pages/{slug}',
    group: 'pages',
    summary:
      'A content page (about, contact, privacy, terms, release-notes): title and server HTML body; open to visitors; 404 when unknown',
    visitors: true,
    params: z.object({
      slug: z
        .string()
        .regex(PAGE_SLUG)
        .meta({ examples: ['about'] }),
    }),
    response: contentPageResponseSchema,
    example: { params: { slug: 'about' } },
  }),
];
