import { queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import type { ContentPage } from './pages.schemas';
import { PAGE_SLUG } from './values';

export type { ContentPage } from './pages.schemas';

/*
 * Content pages for everyone, visitors included: about, contact, privacy, terms and the release
 * notes the footer links to (src/features/pages/README.md). The body is server HTML and is rendered
 * only through the kit's SanitizedHtml (docs/architecture.md, "Security rules").
 */

export { PAGE_SLUG };

const schema = lazySchemas(() => import('./pages.schemas'));

export const getContentPage = async (slug: string, signal?: AbortSignal): Promise<ContentPage> =>
  (await requestParsed(schema('contentPageResponseSchema'), `pages/${encodeURIComponent(slug)}`, { signal }))
    .data;

export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: keys.pages.detail(slug),
    queryFn: ({ signal }) => getContentPage(slug, signal),
  });
