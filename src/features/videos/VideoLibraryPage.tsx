import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { css } from 'styled-system/css';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import {
  VIDEO_ORDERS,
  VIDEO_STATUSES,
  type VideoOrder,
  type VideoStatus,
  videoFiltersQueryOptions,
  videosQueryOptions,
} from '@/api/videos';
import { useTranslation } from '@/i18n';
import { EmptyState, Field, Page, Pagination, Select } from '@/ui';
import { FilteredResults, NoMatches } from '@/ui/FilteredResults';
import { RetryableError } from '@/ui/RetryableError';
import { SearchForm } from '@/ui/SearchForm';
import { useLastPageIfPast } from '@/ui/use-last-page-if-past';
import { parseVideoParams, toVideosQuery, useVideoParams, VIDEOS_PAGE_SIZE } from './use-video-params';
import { VideoGrid, VideoGridSkeleton } from './VideoGrid';

const filterBar = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
});
/** The "every …" choice of a filter select: an empty value is no filter. */
const ALL = 'all';

export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  const params = parseVideoParams(new URL(args.request.url).searchParams);
  await Promise.all([
    queryClient.prefetchQuery(videosQueryOptions(toVideosQuery(params))),
    queryClient.prefetchQuery(videoFiltersQueryOptions()),
  ]);
  return null;
};

/** /videos: the video library, searchable, filtered by topic, training and status, sorted and paged in the URL. */
export function VideoLibraryPage() {
  const { t, formatPlural } = useTranslation();
  const { params, update } = useVideoParams();
  const list = useQuery({ ...videosQueryOptions(toVideosQuery(params)), placeholderData: keepPreviousData });
  const filters = useQuery(videoFiltersQueryOptions());
  const filtered =
    params.search !== '' || params.topic !== null || params.training !== null || params.status !== null;

  const clearAll = () => update({ search: '', topic: null, training: null, status: null });

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

  const past = useLastPageIfPast(list.data?.meta);
  let results: React.ReactNode;
  if (list.isPending || past) results = <VideoGridSkeleton />;
  else if (list.isError)
    results = <RetryableError title={t('The videos could not be loaded.')} onRetry={list.refetch} />;
  else if (list.data.data.length === 0)
    results = filtered ? (
      <NoMatches title={t('No videos match your filters')} onClear={clearAll} />
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
      <SearchForm
        label={t('Search videos')}
        name="s"
        value={params.search}
        onSearch={(search) => update({ search })}
      />
      <FilteredResults
        heading={t('Videos')}
        busy={list.isFetching}
        summary={list.data ? formatPlural(list.data.meta.total, '@count video', '@count videos') : ''}
        onClear={filtered ? clearAll : undefined}
        filters={
          <>
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
            {filters.isError && (
              <RetryableError
                inline
                title={t('The filters could not be loaded.')}
                onRetry={filters.refetch}
              />
            )}
          </>
        }
      >
        {results}
      </FilteredResults>
    </Page>
  );
}

export { VideoLibraryPage as Component };
