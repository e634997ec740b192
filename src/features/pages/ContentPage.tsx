import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import { contentPageQueryOptions, PAGE_SLUG } from '@/api/pages';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { NotFoundPage } from '@/features/errors';
import { useFormatDate, useTranslation } from '@/i18n';
import { parseServerDate } from '@/lib/server-date';
import { Page, SanitizedHtml, Skeleton, SkeletonText } from '@/ui';
import { RetryableError } from '@/ui/RetryableError';

const article = css({ display: 'grid', gap: '4', maxWidth: '3xl' });
const updated = css({ color: 'fg.muted', fontSize: 'sm', margin: 0 });

/** The slug of /page/{slug}, or a short address's own (/about is the page `about`). */
export const slugOf = (slug: string | undefined, pathname: string): string =>
  slug ?? pathname.replace(/^\//, '');

/** The page of the address, when its slug can be one. */
export const loader: PageLoader = async (args) => {
  const slug = slugOf(args.params.slug, new URL(args.request.url).pathname);
  if (PAGE_SLUG.test(slug)) await queryClientOf(args).prefetchQuery(contentPageQueryOptions(slug));
  return null;
};

/**
 * /page/{slug}, and the footer's own addresses (/about, /privacy, ...) through `slug`: a content
 * page whose body is server HTML, rendered only through SanitizedHtml. An unknown slug shows the
 * app's not-found page in place (src/features/pages/README.md).
 */
export function ContentPage() {
  const { t } = useTranslation();
  const slug = slugOf(useParams().slug, useLocation().pathname);
  const valid = PAGE_SLUG.test(slug);
  const page = useQuery({ ...contentPageQueryOptions(slug), enabled: valid });
  if (!valid || hasStatus(page.error, 404)) return <NotFoundPage />;
  if (page.isPending)
    return (
      <div className={article} aria-busy="true" data-testid="content-page-loading">
        <Skeleton height={36} width="60%" />
        <SkeletonText lines={8} />
      </div>
    );
  if (page.isError)
    return (
      <Page title={t('Page')}>
        <RetryableError onRetry={page.refetch} />
      </Page>
    );
  return <LoadedPage title={page.data.title} body={page.data.body} changed={page.data.changed} />;
}

function LoadedPage({ title, body, changed }: { title: string; body: string; changed: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const date = parseServerDate(changed);
  return (
    <Page title={title}>
      <article className={article}>
        <SanitizedHtml html={body} />
        {date && <p className={updated}>{t('Last updated @date', { '@date': formatDate(date) })}</p>}
      </article>
    </Page>
  );
}

export { ContentPage as Component };
