import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LayoutGrid, LibraryBig, List, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { catalogFacetsQueryOptions } from '@/api/catalog';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { mySubscriptionsQueryOptions } from '@/api/subscriptions';
import { TRAINING_ORDERS, type TrainingOrder, trainingsQueryOptions } from '@/api/trainings';
import { useTranslation } from '@/i18n';
import { Button, EmptyState, Field, Icon, Page, Pagination, Select } from '@/ui';
import { FilteredResults, NoMatches } from '@/ui/FilteredResults';
import { RetryableError } from '@/ui/RetryableError';
import { SearchForm } from '@/ui/SearchForm';
import { useLastPageIfPast } from '@/ui/use-last-page-if-past';
import { FacetFilters } from './FacetFilters';
import { TrainingResults, TrainingResultsSkeleton } from './TrainingResults';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueView,
  parseCatalogueParams,
  toFacetsQuery,
  toTrainingsQuery,
  useCatalogueParams,
} from './use-catalogue-params';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'token(sizes.64) minmax(0, 1fr)' },
  gap: '6',
  alignItems: 'start',
});
const filtersOpen = css({ display: 'grid', gap: '5' });
const filtersClosed = css({ display: { base: 'none', lg: 'grid' }, gap: '5' });
const viewSwitch = css({ display: 'flex', gap: '1', border: 'none', padding: 0, margin: 0 });

/** The learner's own trainings, enough of them to mark every card of a page. */
const markedSubscriptionsQueryOptions = () => mySubscriptionsQueryOptions({ limit: 100 });

export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  const params = parseCatalogueParams(new URL(args.request.url).searchParams);
  await Promise.all([
    queryClient.prefetchQuery(trainingsQueryOptions(toTrainingsQuery(params))),
    queryClient.prefetchQuery(catalogFacetsQueryOptions(toFacetsQuery(params))),
    queryClient.prefetchQuery(markedSubscriptionsQueryOptions()),
  ]);
  return null;
};

/** /catalog: every training, searchable, filtered by vocabulary terms, sorted and paged; all of it in the URL. */
export function CataloguePage() {
  const { t, formatPlural } = useTranslation();
  const { params, update } = useCatalogueParams();
  const list = useQuery({
    ...trainingsQueryOptions(toTrainingsQuery(params)),
    placeholderData: keepPreviousData,
  });
  const facets = useQuery({
    ...catalogFacetsQueryOptions(toFacetsQuery(params)),
    placeholderData: keepPreviousData,
  });
  // The learner's own trainings mark their cards; the list does not wait for them.
  const subscriptions = useQuery(markedSubscriptionsQueryOptions());
  const mine = useMemo(
    () => new Map(subscriptions.data?.data.map((entry) => [entry.training.id, entry.status])),
    [subscriptions.data],
  );
  const [showFilters, setShowFilters] = useState(false);
  const chosen = Object.values(params.terms).flat().length;
  const filtered = chosen > 0 || params.search !== '';

  const clearAll = () => update({ search: '', terms: {} });

  const sortLabels: Record<TrainingOrder, string> = {
    popularity: t('Most popular'),
    newest: t('Newest first'),
    oldest: t('Oldest first'),
    title: t('Title (A–Z)'),
  };

  const past = useLastPageIfPast(list.data?.meta);
  let results: React.ReactNode;
  if (list.isPending || past) results = <TrainingResultsSkeleton view={params.view} />;
  else if (list.isError)
    results = <RetryableError title={t('The catalogue could not be loaded.')} onRetry={list.refetch} />;
  else if (list.data.data.length === 0)
    results = filtered ? (
      <NoMatches title={t('No trainings match your filters')} onClear={clearAll} />
    ) : (
      <EmptyState
        icon={LibraryBig}
        title={t('The catalogue is empty')}
        description={t('New trainings are on their way.')}
      />
    );
  else
    results = (
      <>
        <TrainingResults trainings={list.data.data} view={params.view} mine={mine} />
        <Pagination
          page={params.page}
          count={list.data.meta.total}
          pageSize={CATALOGUE_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          label={t('Catalogue pages')}
        />
      </>
    );

  return (
    <Page title={t('Catalogue')}>
      <SearchForm
        label={t('Search trainings')}
        name="s"
        value={params.search}
        onSearch={(search) => update({ search })}
      />
      <div className={layout}>
        <aside aria-label={t('Filters')} className={css({ display: 'grid', gap: '4' })}>
          <div className={css({ display: { base: 'flex', lg: 'none' }, gap: '2', flexWrap: 'wrap' })}>
            <Button
              variant="outline"
              aria-expanded={showFilters}
              aria-controls="catalogue-filters"
              startIcon={<Icon icon={SlidersHorizontal} size={18} />}
              onClick={() => setShowFilters(!showFilters)}
            >
              {chosen > 0 ? t('Filters (@count)', { '@count': chosen }) : t('Filters')}
            </Button>
          </div>
          <div id="catalogue-filters" className={showFilters ? filtersOpen : filtersClosed}>
            <FacetFilters
              facets={facets.data}
              isPending={facets.isPending}
              selected={params.terms}
              onChange={(vocabulary, tids) => update({ terms: { ...params.terms, [vocabulary]: tids } })}
            />
            {facets.isError && (
              <RetryableError inline title={t('The filters could not be loaded.')} onRetry={facets.refetch} />
            )}
          </div>
        </aside>
        <FilteredResults
          heading={t('Trainings')}
          busy={list.isFetching}
          summary={list.data ? formatPlural(list.data.meta.total, '@count training', '@count trainings') : ''}
          onClear={filtered ? clearAll : undefined}
          tools={
            <>
              <div className={css({ width: '56' })}>
                <Field label={t('Sort by')}>
                  <Select
                    options={TRAINING_ORDERS.map((order) => ({ value: order, label: sortLabels[order] }))}
                    value={[params.sort]}
                    onValueChange={([value]) => value && update({ sort: value as TrainingOrder })}
                  />
                </Field>
              </div>
              <ViewSwitch view={params.view} onChange={(view) => update({ view, page: params.page })} />
            </>
          }
        >
          {results}
        </FilteredResults>
      </div>
    </Page>
  );
}

function ViewSwitch({ view, onChange }: { view: CatalogueView; onChange: (view: CatalogueView) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={viewSwitch}>
      <legend className={css({ srOnly: true })}>{t('View')}</legend>
      <Button
        variant={view === 'grid' ? 'solid' : 'outline'}
        aria-pressed={view === 'grid'}
        startIcon={<Icon icon={LayoutGrid} size={18} />}
        onClick={() => onChange('grid')}
      >
        {t('Grid')}
      </Button>
      <Button
        variant={view === 'list' ? 'solid' : 'outline'}
        aria-pressed={view === 'list'}
        startIcon={<Icon icon={List} size={18} />}
        onClick={() => onChange('list')}
      >
        {t('List')}
      </Button>
    </fieldset>
  );
}

export { CataloguePage as Component };
