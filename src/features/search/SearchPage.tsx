import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { type SearchQuery, type SearchResult, searchQueryOptions } from '@/api/search';
import { toSameOriginPath } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { pageIndexFrom, setPageIndex } from '@/lib/page-param';
import { BackLink } from '@/ui/BackLink';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { Field } from '@/ui/Field';
import { Input } from '@/ui/Input';
import { Link } from '@/ui/Link';
import { Page } from '@/ui/Page';
import { RetryableError } from '@/ui/RetryableError';
import { SkeletonText } from '@/ui/Skeleton';
import { cardSurface } from '@/ui/surface';
import { useLastPageIfPast } from '@/ui/use-last-page-if-past';

export const SEARCH_PAGE_SIZE = 10;

const results = css({ display: 'grid', gap: '3', listStyle: 'none', margin: 0, padding: 0 });
const result = cx(
  cardSurface,
  css({
    display: 'grid',
    gap: '1',
    padding: '4',
  }),
);
const kind = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  color: 'fg.muted',
  letterSpacing: 'wide',
});
const form = css({ display: 'flex', alignItems: 'flex-end', gap: '2', maxWidth: 'xl' });

/** The search the address asks for: its words, trimmed, and its zero-based page. */
export function parseSearchQuery(params: URLSearchParams): Required<SearchQuery> {
  return {
    s: (params.get('s') ?? '').trim(),
    page: pageIndexFrom(params),
    limit: SEARCH_PAGE_SIZE,
  };
}

export const loader: PageLoader = async (args) => {
  const options = searchQueryOptions(parseSearchQuery(new URL(args.request.url).searchParams));
  // prefetchQuery does not read `enabled`: an empty search asks for nothing.
  if (options.enabled) await queryClientOf(args).prefetchQuery(options);
  return null;
};

const currentOrigin = () => (typeof window === 'undefined' ? undefined : window.location.origin);

function ResultItem({ item }: { item: SearchResult }) {
  const { t } = useTranslation();
  const kinds = { training: t('Training'), page: t('Page'), user: t('Person') };
  return (
    <li className={result}>
      <span className={kind}>{kinds[item.type]}</span>
      <Link
        to={item.url}
        reload
        className={css({ fontWeight: 'semibold', fontSize: 'lg', overflowWrap: 'anywhere' })}
      >
        {item.title}
      </Link>
      {item.excerpt && <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{item.excerpt}</p>}
    </li>
  );
}

/** /search?s=…&search_back_url=… (docs/product.md §2): results of the header search, with a way back. */
export function SearchPage() {
  const { t, formatPlural } = useTranslation();
  const [params, setParams] = useSearchParams();
  const searched = parseSearchQuery(params);
  const { s: query, page } = searched;
  const backPath = toSameOriginPath(params.get('search_back_url'), currentOrigin());
  const [draft, setDraft] = useState(query);
  const search = useQuery({
    ...searchQueryOptions(searched),
    placeholderData: keepPreviousData,
  });
  const past = useLastPageIfPast(search.data?.meta);

  const goTo = (next: { s?: string; page?: number }) => {
    const updated = new URLSearchParams(params);
    if (next.s !== undefined) updated.set('s', next.s);
    setPageIndex(updated, next.page ?? 0);
    setParams(updated, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== '') goTo({ s: draft.trim(), page: 0 });
  };

  let body: React.ReactNode;
  if (query === '') {
    body = (
      <p className={css({ color: 'fg.muted' })}>{t('Type what you are looking for and press Enter.')}</p>
    );
  } else if (search.isPending || past) {
    body = (
      <div aria-busy="true">
        <SkeletonText lines={6} />
      </div>
    );
  } else if (search.isError) {
    body = <RetryableError title={t('The search could not be done.')} onRetry={search.refetch} />;
  } else if (search.data.data.length === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        title={t('No results for “@query”', { '@query': query })}
        description={t('Check the spelling or try other words.')}
      />
    );
  } else {
    const { meta, data } = search.data;
    body = (
      <>
        <p role="status" className={css({ color: 'fg.muted' })}>
          {formatPlural(meta.total, '@count result for “@query”', '@count results for “@query”', {
            '@query': query,
          })}
        </p>
        <ul className={results} aria-busy={search.isFetching}>
          {data.map((item) => (
            <ResultItem key={item.id} item={item} />
          ))}
        </ul>
        {meta.totalPages > 1 && (
          <nav
            aria-label={t('Search result pages')}
            className={css({ display: 'flex', gap: '3', alignItems: 'center' })}
          >
            <Button
              variant="outline"
              size="sm"
              disabled={page === 0}
              onClick={() => goTo({ page: page - 1 })}
            >
              {t('Previous')}
            </Button>
            <span className={css({ fontSize: 'sm' })}>
              {t('Page @page of @total', { '@page': page + 1, '@total': meta.totalPages })}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={meta.isLastPage}
              onClick={() => goTo({ page: page + 1 })}
            >
              {t('Next')}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <Page
      title={query ? t('Search results') : t('Search')}
      back={backPath && <BackLink to={backPath} title={t('Back')} />}
    >
      <search>
        <form className={form} onSubmit={onSubmit}>
          <Field label={t('Search for')} className={css({ flex: 1 })}>
            <Input name="s" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
          </Field>
          <Button type="submit">{t('Search')}</Button>
        </form>
      </search>
      {body}
    </Page>
  );
}

export { SearchPage as Component };
