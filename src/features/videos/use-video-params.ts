import { useSearchParams } from 'react-router';
import {
  VIDEO_ORDERS,
  VIDEO_STATUSES,
  type VideoOrder,
  type VideoStatus,
  type VideosQuery,
} from '@/api/videos';
import { pageIndexFrom, setPageIndex } from '@/lib/page-param';

export const VIDEOS_PAGE_SIZE = 12;
export const DEFAULT_VIDEO_SORT: VideoOrder = 'newest';

export interface VideoParams {
  search: string;
  /** A topic's term id, or null for every topic. */
  topic: number | null;
  /** A training's id, or null for every training. */
  training: number | null;
  status: VideoStatus | null;
  sort: VideoOrder;
  /** One-based, as people read it in the address. */
  page: number;
}

const id = (raw: string | null) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;

/** Reads the library's state from the address; anything malformed falls back to the default. */
export function parseVideoParams(params: URLSearchParams): VideoParams {
  return {
    search: params.get('s') ?? '',
    topic: id(params.get('topic')),
    training: id(params.get('training')),
    status: oneOf(VIDEO_STATUSES, params.get('status')),
    sort: oneOf(VIDEO_ORDERS, params.get('sort')) ?? DEFAULT_VIDEO_SORT,
    page: pageIndexFrom(params) + 1,
  };
}

/** The address of a library state; defaults are left out, so the plain library is plain `/videos`. */
export function toVideoSearch(state: VideoParams): URLSearchParams {
  const search = new URLSearchParams();
  if (state.search) search.set('s', state.search);
  if (state.topic !== null) search.set('topic', String(state.topic));
  if (state.training !== null) search.set('training', String(state.training));
  if (state.status !== null) search.set('status', state.status);
  if (state.sort !== DEFAULT_VIDEO_SORT) search.set('sort', state.sort);
  setPageIndex(search, state.page - 1);
  return search;
}

/**
 * Everything the library shows is in the URL, like the catalogue's (src/features/catalog/README.md):
 * a shared or reloaded link shows the same list; a change of filter goes back to the first page.
 */
export function useVideoParams() {
  const [params, setParams] = useSearchParams();
  const current = parseVideoParams(params);
  const update = (changes: Partial<VideoParams>) => {
    const next = { ...current, ...changes };
    if (!('page' in changes)) next.page = 1;
    setParams(toVideoSearch(next), { preventScrollReset: true });
  };
  return { params: current, update };
}

export function toVideosQuery({ search, topic, training, status, sort, page }: VideoParams): VideosQuery {
  return {
    order_by: sort,
    limit: VIDEOS_PAGE_SIZE,
    page: page - 1,
    ...(search ? { s: search } : {}),
    ...(topic !== null ? { topic } : {}),
    ...(training !== null ? { training } : {}),
    ...(status !== null ? { status } : {}),
  };
}
