import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { Encodable } from './encode';
import { keys } from './keys';
import { VIDEO_ORDERS, VIDEO_STATUSES } from './values';
import type { VideoDetail, VideoFilters, VideosPage } from './videos.schemas';

export type {
  CaptionTrack,
  Transcript,
  TranscriptCue,
  Video,
  VideoDetail,
  VideoFilters,
  VideoProgress,
  VideosPage,
} from './videos.schemas';

/*
 * The video library and player (src/features/videos/README.md). Shaped after what corporate
 * learning platforms (Docebo, LinkedIn Learning, Moodle's media plugins) show: a poster, a
 * duration, the learner's own position in each video, captions as WebVTT per language and the
 * same text as a transcript. The learner's position is stored by the server, so a video resumes
 * on any device.
 */

export { VIDEO_ORDERS, VIDEO_STATUSES };

const schema = lazySchemas(() => import('./videos.schemas'));

export type VideoOrder = (typeof VIDEO_ORDERS)[number];

export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export interface VideosQuery {
  s?: string;
  topic?: number;
  training?: number;
  status?: VideoStatus;
  order_by?: VideoOrder;
  page?: number;
  limit?: number;
}

export const getVideos = (query: VideosQuery, signal?: AbortSignal): Promise<VideosPage> =>
  requestParsed(schema('videosResponseSchema'), 'videos', { query: query as Encodable, signal });

export const getVideoFilters = async (signal?: AbortSignal): Promise<VideoFilters> =>
  (await requestParsed(schema('videoFiltersResponseSchema'), 'videos/filters', { signal })).data;

export const getVideo = async (id: number, signal?: AbortSignal): Promise<VideoDetail> =>
  (await requestParsed(schema('videoDetailResponseSchema'), `videos/${id}`, { signal })).data;

export const getTranscript = async (id: number, language: string, signal?: AbortSignal) =>
  (
    await requestParsed(schema('transcriptResponseSchema'), `videos/${id}/transcript`, {
      query: { language },
      signal,
    })
  ).data;

export const saveVideoProgress = async ({ id, position }: { id: number; position: number }) =>
  (
    await requestParsed(schema('progressResponseSchema'), `videos/${id}/progress`, {
      method: 'PUT',
      body: { position: Math.max(0, Math.floor(position)) },
    })
  ).data;

export const videosQueryOptions = (query: VideosQuery) =>
  queryOptions({
    queryKey: keys.videos.list(query),
    queryFn: ({ signal }) => getVideos(query, signal),
  });

export const videoFiltersQueryOptions = () =>
  queryOptions({
    queryKey: keys.videos.filters(),
    queryFn: ({ signal }) => getVideoFilters(signal),
  });

export const videoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.videos.detail(id),
    queryFn: ({ signal }) => getVideo(id, signal),
  });

export const transcriptQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: keys.videos.transcript(id, language),
    queryFn: ({ signal }) => getTranscript(id, language, signal),
    // A transcript does not change while it is read.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * A saved position updates the video's cached page in place (no refetch while it plays);
 * the library's lists are refetched the next time they are shown.
 */
export const saveProgressMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.videos.all, 'progress'],
    mutationFn: saveVideoProgress,
    onSuccess: (progress, { id }) => {
      queryClient.setQueryData(keys.videos.detail(id), (video: VideoDetail | undefined) =>
        video ? { ...video, progress } : video,
      );
      return queryClient.invalidateQueries({ queryKey: keys.videos.lists(), refetchType: 'none' });
    },
  });
