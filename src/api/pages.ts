import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';

/*
 * Content pages for everyone, visitors included: about, contact, privacy, terms and the release
 * notes the footer links to (src/features/pages/README.md). The body is server HTML and is drawn
 * only through the kit's SanitizedHtml (docs/architecture.md, "Security rules").
 */

/** Lower-case words joined by hyphens; anything else is not a page and never reaches the server. */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contentPageSchema = z.object({
  slug: z.string().regex(PAGE_SLUG),
  title: z.string(),
  /** Server HTML. */
  body: z.string(),
  changed: z.string().describe('yyyy-MM-dd HH:mm:ss, UTC'),
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
    response: contentPageResponseSchema,
    example: { params: { slug: 'about' } },
  }),
];
