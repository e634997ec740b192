import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LayoutGrid,
  LibraryBig,
  List,
  RefreshCw,
  Search,
  SearchX,
  SlidersHorizontal,
  TriangleAlert,
} from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { catalogFacetsQueryOptions } from '@/api/catalog';
import { mySubscriptionsQueryOptions } from '@/api/subscriptions';
import { TRAINING_ORDERS, type TrainingOrder, trainingsQueryOptions } from '@/api/trainings';
import { useTranslation } from '@/i18n';
import { Button, EmptyState, Field, Icon, Input, Page, Pagination, Select } from '@/ui';
import { FacetFilters } from './FacetFilters';
import { TrainingResults, TrainingResultsSkeleton } from './TrainingResults';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueView,
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
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
const viewSwitch = css({ display: 'flex', gap: '1', border: 'none', padding: 0, margin: 0 });

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
  const subscriptions = useQuery(mySubscriptionsQueryOptions({ limit: 100 }));
  const mine = useMemo(
    () => new Map(subscriptions.data?.data.map((entry) => [entry.training.id, entry.status])),
    [subscriptions.data],
  );
  const [draft, setDraft] = useState(params.search);
  const [showFilters, setShowFilters] = useState(false);
  const chosen = Object.values(params.terms).flat().length;
  const filtered = chosen > 0 || params.search !== '';

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.trim() });
  };
  const clearAll = () => {
    setDraft('');
    update({ search: '', terms: {} });
  };

  const sortLabels: Record<TrainingOrder, string> = {
    popularity: t('Most popular'),
    newest: t('Newest first'),
    oldest: t('Oldest first'),
    title: t('Title (A–Z)'),
  };

  let results: React.ReactNode;
  if (list.isPending) results = <TrainingResultsSkeleton view={params.view} />;
  else if (list.isError)
    results = (
      <EmptyState
        icon={TriangleAlert}
        title={t('The catalogue could not be loaded.')}
        action={
          <Button
            variant="outline"
            startIcon={<Icon icon={RefreshCw} size={18} />}
            onClick={() => list.refetch()}
          >
            {t('Try again')}
          </Button>
        }
      />
    );
  else if (list.data.data.length === 0)
    results = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t('No trainings match your filters')}
        description={t('Try other words, or remove a filter.')}
        action={
          <Button variant="outline" onClick={clearAll}>
            {t('Clear all filters')}
          </Button>
        }
      />
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
      <search className={css({ display: 'block' })}>
        <form onSubmit={submitSearch} className={toolbar}>
          <Field label={t('Search trainings')} className={css({ flex: '1 1 token(sizes.64)' })}>
            <Input type="search" name="s" value={draft} onChange={(event) => setDraft(event.target.value)} />
          </Field>
          <Button type="submit" variant="outline" startIcon={<Icon icon={Search} size={18} />}>
            {t('Search')}
          </Button>
        </form>
      </search>
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
            {facets.isError && <p role="alert">{t('The filters could not be loaded.')}</p>}
          </div>
        </aside>
        <section
          aria-labelledby="catalogue-results"
          aria-busy={list.isFetching}
          className={css({ display: 'grid', gap: '4', minWidth: 0 })}
        >
          <h2 id="catalogue-results" className={css({ srOnly: true })}>
            {t('Trainings')}
          </h2>
          <div className={toolbar}>
            <p className={css({ flex: '1 1 auto', color: 'fg.muted', margin: 0 })} aria-live="polite">
              {list.data ? formatPlural(list.data.meta.total, '@count training', '@count trainings') : ''}
            </p>
            {filtered && (
              <Button variant="ghost" onClick={clearAll}>
                {t('Clear all filters')}
              </Button>
            )}
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
          </div>
          {results}
        </section>
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
