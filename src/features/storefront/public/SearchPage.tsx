import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { type TrainingsQuery, trainingsQueryOptions } from '@/api/trainings';
import { useSession } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { BackLink, Button, DocumentTitle, EmptyState, Field, Input } from '@/ui';
import { TrainingCard, TrainingCardSkeleton, trainingsGrid } from '../sections/TrainingCard';
import { pageStyle } from './StorefrontPage';
import { StorefrontTitle } from './StorefrontTitle';

export const SEARCH_PAGE_SIZE = 24;
/** Query keys a vocabulary name must not overwrite. */
const RESERVED = new Set([
  's',
  'id',
  'page',
  'limit',
  'free',
  'order_by',
  'include_own',
  'linked',
  'multilingual',
]);

/** The search's query: the storefront's section filters plus text, an optional vocabulary with its tags. */
export function toSearchQuery(params: URLSearchParams): TrainingsQuery {
  const query: TrainingsQuery = { include_own: 1, linked: 1, multilingual: 1, limit: SEARCH_PAGE_SIZE };
  const text = params.get('s')?.trim();
  if (text) query.s = text;
  const vocabulary = params.get('vocabulary');
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map(Number)
    .filter((tag) => Number.isInteger(tag) && tag > 0);
  if (
    vocabulary &&
    /^[a-z0-9_]+$/.test(vocabulary) &&
    !(vocabulary in query) &&
    !RESERVED.has(vocabulary) &&
    tags.length > 0
  ) {
    query[vocabulary] = tags;
  }
  return query;
}

/** The trainings the address's search finds. */
export const loader: PageLoader = async (args) => {
  await queryClientOf(args).prefetchQuery(
    trainingsQueryOptions(toSearchQuery(new URL(args.request.url).searchParams)),
  );
  return null;
};

/** /storefront/search: trainings matching the words or the category, with a back control. */
export function SearchPage() {
  const { t, formatPlural } = useTranslation();
  const { signedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('s') ?? '');
  const query = useQuery(trainingsQueryOptions(toSearchQuery(params)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (text.trim()) next.set('s', text.trim());
    else next.delete('s');
    setParams(next, { preventScrollReset: true });
  };

  return (
    <div className={pageStyle}>
      <DocumentTitle title={t('Search the storefront')} />
      <BackLink to={signedIn ? '/storefront' : '/'} title={t('Back to the storefront')} />
      <StorefrontTitle as="p" />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('Search results')}</h1>
      <search>
        <form
          onSubmit={submit}
          className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', maxWidth: 'xl' })}
        >
          <Field label={t('Search trainings')} className={css({ flex: '1' })}>
            <Input name="s" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          </Field>
          <Button type="submit" startIcon={<Search size={18} aria-hidden="true" />}>
            {t('Search')}
          </Button>
        </form>
      </search>
      {query.isPending ? (
        <div className={trainingsGrid} aria-busy="true">
          <span className={css({ srOnly: true })}>{t('Loading trainings')}</span>
          {[0, 1, 2, 3].map((key) => (
            <TrainingCardSkeleton key={key} />
          ))}
        </div>
      ) : query.isError ? (
        <EmptyState
          title={t('The trainings could not be loaded.')}
          description={t('Something went wrong, please try again.')}
          action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={Search}
          title={t('No trainings match your search.')}
          description={t('Try other words.')}
        />
      ) : (
        <>
          <p role="status">
            {formatPlural(query.data.meta.total, '@count training found', '@count trainings found')}
          </p>
          <ul className={trainingsGrid}>
            {query.data.data.map((training, position) => (
              <li key={training.id} className={css({ display: 'grid' })}>
                <TrainingCard training={training} headingLevel={2} position={position} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export { SearchPage as Component };
