import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Clapperboard, Search, SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import {
  VIDEO_ORDERS,
  VIDEO_STATUSES,
  type VideoOrder,
  type VideoStatus,
  videoFiltersQueryOptions,
  videosQueryOptions,
} from '@/api/videos';
import { useTranslation } from '@/i18n';
import { Button, EmptyState, Field, Icon, Input, Page, Pagination, Select } from '@/ui';
import { RetryableError } from '@/ui/RetryableError';
import { toVideosQuery, useVideoParams, VIDEOS_PAGE_SIZE } from './use-video-params';
import { VideoGrid, VideoGridSkeleton } from './VideoGrid';

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
const filterBar = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
});
/** The "every …" choice of a filter select: an empty value is no filter. */
const ALL = 'all';

/** /videos: the video library, searchable, filtered by topic, training and status, sorted and paged in the URL. */
export function VideoLibraryPage() {
  const { t, formatPlural } = useTranslation();
  const { params, update } = useVideoParams();
  const list = useQuery({ ...videosQueryOptions(toVideosQuery(params)), placeholderData: keepPreviousData });
  const filters = useQuery(videoFiltersQueryOptions());
  const [draft, setDraft] = useState(params.search);
  const filtered =
    params.search !== '' || params.topic !== null || params.training !== null || params.status !== null;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.trim() });
  };
  const clearAll = () => {
    setDraft('');
    update({ search: '', topic: null, training: null, status: null });
  };

  const sortLabels: Record<VideoOrder, string> = {
    newest: t('Newest first'),
    popularity: t('Most watched'),
    title: t('Title (A–Z)'),
    shortest: t('Shortest first'),
  };
  const statusLabels: Record<VideoStatus, string> = {
    not_started: t('Not started'),
    in_progress: t('In progress'),
    completed: t('Watched'),
  };

  let results: React.ReactNode;
  if (list.isPending) results = <VideoGridSkeleton />;
  else if (list.isError)
    results = <RetryableError title={t('The videos could not be loaded.')} onRetry={list.refetch} />;
  else if (list.data.data.length === 0)
    results = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t('No videos match your filters')}
        description={t('Try other words, or remove a filter.')}
        action={
          <Button variant="outline" onClick={clearAll}>
            {t('Clear all filters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Clapperboard}
        title={t('No videos yet')}
        description={t('New videos are on their way.')}
      />
    );
  else
    results = (
      <>
        <VideoGrid videos={list.data.data} />
        <Pagination
          page={params.page}
          count={list.data.meta.total}
          pageSize={VIDEOS_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          label={t('Video pages')}
        />
      </>
    );

  const topicOptions = [
    { value: ALL, label: t('All topics') },
    ...(filters.data?.topics ?? []).map((topic) => ({
      value: String(topic.tid),
      label: `${topic.name} (${topic.count})`,
    })),
  ];
  const trainingOptions = [
    { value: ALL, label: t('All trainings') },
    ...(filters.data?.trainings ?? []).map((training) => ({
      value: String(training.id),
      label: `${training.title} (${training.count})`,
    })),
  ];
  const statusOptions = [
    { value: ALL, label: t('Any status') },
    ...VIDEO_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
  ];
  const idOrNull = (value: string | undefined) => (value && value !== ALL ? Number(value) : null);

  return (
    <Page title={t('Videos')}>
      <search className={css({ display: 'block' })}>
        <form onSubmit={submitSearch} className={toolbar}>
          <Field label={t('Search videos')} className={css({ flex: '1 1 token(sizes.64)' })}>
            <Input type="search" name="s" value={draft} onChange={(event) => setDraft(event.target.value)} />
          </Field>
          <Button type="submit" variant="outline" startIcon={<Icon icon={Search} size={18} />}>
            {t('Search')}
          </Button>
        </form>
      </search>
      <section
        aria-labelledby="video-results"
        aria-busy={list.isFetching}
        className={css({ display: 'grid', gap: '4', minWidth: 0 })}
      >
        <h2 id="video-results" className={css({ srOnly: true })}>
          {t('Videos')}
        </h2>
        <div className={filterBar}>
          <Field label={t('Topic')}>
            <Select
              options={topicOptions}
              value={[params.topic === null ? ALL : String(params.topic)]}
              onValueChange={([value]) => update({ topic: idOrNull(value) })}
            />
          </Field>
          <Field label={t('Training')}>
            <Select
              options={trainingOptions}
              value={[params.training === null ? ALL : String(params.training)]}
              onValueChange={([value]) => update({ training: idOrNull(value) })}
            />
          </Field>
          <Field label={t('Status')}>
            <Select
              options={statusOptions}
              value={[params.status ?? ALL]}
              onValueChange={([value]) =>
                update({ status: value && value !== ALL ? (value as VideoStatus) : null })
              }
            />
          </Field>
          <Field label={t('Sort by')}>
            <Select
              options={VIDEO_ORDERS.map((order) => ({ value: order, label: sortLabels[order] }))}
              value={[params.sort]}
              onValueChange={([value]) => value && update({ sort: value as VideoOrder })}
            />
          </Field>
        </div>
        {filters.isError && <p role="alert">{t('The filters could not be loaded.')}</p>}
        <div className={toolbar}>
          <p className={css({ flex: '1 1 auto', color: 'fg.muted', margin: 0 })} aria-live="polite">
            {list.data ? formatPlural(list.data.meta.total, '@count video', '@count videos') : ''}
          </p>
          {filtered && (
            <Button variant="ghost" onClick={clearAll}>
              {t('Clear all filters')}
            </Button>
          )}
        </div>
        {results}
      </section>
    </Page>
  );
}
