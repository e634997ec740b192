import { LEARNER_UID } from '@fixtures/users';
import { makeClip } from '@fixtures/video-clip';
import {
  captionLanguagesOf,
  cuesOf,
  durationOf,
  SEEDED_PROGRESS,
  toWebVtt,
  VIDEO_SEEDS,
  type VideoSeed,
  videoPoster,
} from '@fixtures/videos';
import { http } from 'msw';
import type { Video, VideoDetail, VideoFilters, VideoProgress } from '@/api/videos';
import { formatServerDate } from '@/lib/server-date';
import type { MockDb } from '../db';
import { contentLanguage, inLanguage, localizedFor } from './content-language';
import {
  currentUser,
  fieldErrorResponse,
  intOr,
  notFound,
  paginate,
  readForm,
  respond,
  unauthorized,
} from './http';
import { api, type GetDb } from './types';

/*
 * The video library's mock (src/features/videos/README.md). Its state hangs off the database
 * object, so each story, test and `npm start` session has its own, and a saved position lasts
 * as long as that database does (the whole `npm start` session).
 */

export interface MockVideo {
  seed: VideoSeed;
  id: number;
  duration: number;
}

interface VideoState {
  videos: MockVideo[];
  /** Key `${uid}:${videoId}`. */
  progress: Map<string, VideoProgress>;
  /** Write timestamps: one second apart from the reference date, so stories stay deterministic. */
  clock: number;
}

const states = new WeakMap<MockDb, VideoState>();

export function videoState(db: MockDb): VideoState {
  let state = states.get(db);
  if (!state) {
    const videos = VIDEO_SEEDS.map((seed, index) => ({ seed, id: index + 1, duration: durationOf(seed) }));
    state = { videos, progress: new Map(), clock: db.courses.clock };
    for (const [index, position, completed] of SEEDED_PROGRESS) {
      const video = videos[index];
      if (video)
        state.progress.set(
          `${LEARNER_UID}:${video.id}`,
          progressOf(video, position, completed, '2026-10-28 17:40:00'),
        );
    }
    states.set(db, state);
  }
  return state;
}

const COMPLETED_SHARE = 0.95;

function progressOf(video: MockVideo, position: number, completed: boolean, updated: string): VideoProgress {
  const clamped = Math.min(Math.max(0, Math.floor(position)), video.duration);
  return {
    position_seconds: clamped,
    percent: Math.round((clamped / video.duration) * 100),
    completed: completed || clamped >= video.duration * COMPLETED_SHARE,
    updated,
  };
}

/** Sets (or with undefined clears) a learner's position outright, for stories and tests. */
export function setVideoProgress(
  db: MockDb,
  uid: number,
  videoId: number,
  progress: { position: number; completed?: boolean } | undefined,
): void {
  const state = videoState(db);
  const video = state.videos.find((entry) => entry.id === videoId);
  if (!video) throw new Error(`No video ${videoId}`);
  const key = `${uid}:${videoId}`;
  if (!progress) state.progress.delete(key);
  else
    state.progress.set(
      key,
      progressOf(video, progress.position, progress.completed ?? false, '2026-10-28 17:40:00'),
    );
}

/** Empties the library (the empty state's story). */
export function removeAllVideos(db: MockDb): void {
  videoState(db).videos.length = 0;
}

const LANGUAGE_LABELS: Record<string, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

function topicsOf(db: MockDb, video: MockVideo) {
  const term = db.platform.taxonomyTerms.find(
    (entry) => entry.vocabulary === 'topics' && entry.parent === 0 && entry.name === video.seed.topic,
  );
  return term ? [{ tid: term.tid, name: term.name }] : [];
}

function trainingOf(db: MockDb, video: MockVideo) {
  const training = db.platform.trainings.find((entry) => entry.id === video.seed.trainingId);
  return training ? { id: training.id, title: training.title, url: training.url } : null;
}

function toVideo(db: MockDb, uid: number, video: MockVideo): Video {
  return {
    id: video.id,
    title: video.seed.title,
    summary: video.seed.summary,
    poster: videoPoster(video.seed.hue),
    duration_seconds: video.duration,
    topics: topicsOf(db, video),
    training: trainingOf(db, video),
    created: video.seed.created,
    views: video.seed.views,
    caption_languages: captionLanguagesOf(video.seed),
    progress: videoState(db).progress.get(`${uid}:${video.id}`) ?? null,
  };
}

function toVideoDetail(db: MockDb, uid: number, video: MockVideo): VideoDetail {
  return {
    ...toVideo(db, uid, video),
    description: video.seed.description,
    speaker: video.seed.speaker,
    media: { src: `/api/v2/videos/${video.id}/media`, type: 'video/webm' },
    captions: captionLanguagesOf(video.seed).map((language) => ({
      language,
      label: LANGUAGE_LABELS[language] ?? language,
      src: `/api/v2/videos/${video.id}/captions/${language}`,
    })),
  };
}

const statusOf = (video: Video) =>
  !video.progress ? 'not_started' : video.progress.completed ? 'completed' : 'in_progress';

const findVideo = (db: MockDb, raw: unknown): MockVideo | undefined => {
  const id = typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : Number.NaN;
  return videoState(db).videos.find((video) => video.id === id);
};

/** The media file, in byte ranges as players ask for them (they seek by range). */
function mediaResponse(request: Request, video: MockVideo): Response {
  const clip = makeClip(video.duration);
  const headers = new Headers({ 'Content-Type': 'video/webm', 'Accept-Ranges': 'bytes' });
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range) {
    headers.set('Content-Length', String(clip.length));
    return new Response(clip, { headers });
  }
  const start = Number(range[1]);
  const end = Math.min(range[2] ? Number(range[2]) : clip.length - 1, clip.length - 1);
  if (start > end) {
    headers.set('Content-Range', `bytes */${clip.length}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('Content-Range', `bytes ${start}-${end}/${clip.length}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(clip.slice(start, end + 1), { status: 206, headers });
}

export const videosHandlers = (getDb: GetDb) => [
  http.get(api('videos'), ({ request, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const url = new URL(request.url);
    // Searched and sorted in the user's language, as the titles are shown.
    const language = contentLanguage(db, request, cookies);
    const search = (url.searchParams.get('s') ?? '').trim().toLowerCase();
    const topic = intOr(url.searchParams.get('topic'), 0);
    const training = intOr(url.searchParams.get('training'), 0);
    const status = url.searchParams.get('status');
    const order = url.searchParams.get('order_by') ?? 'newest';
    const videos = videoState(db)
      .videos.map((video) => inLanguage(toVideo(db, user.uid, video), language))
      .filter(
        (video) =>
          (!search || `${video.title} ${video.summary}`.toLowerCase().includes(search)) &&
          (!topic || video.topics.some((term) => term.tid === topic)) &&
          (!training || video.training?.id === training) &&
          (!status || statusOf(video) === status),
      )
      .sort((a, b) =>
        order === 'title'
          ? a.title.localeCompare(b.title, language)
          : order === 'popularity'
            ? b.views - a.views
            : order === 'shortest'
              ? a.duration_seconds - b.duration_seconds
              : b.created.localeCompare(a.created),
      );
    return respond(db, paginate(videos, url, { defaultLimit: 12 }));
  }),
  http.get(api('videos/filters'), ({ request, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const language = contentLanguage(db, request, cookies);
    const filters: VideoFilters = { topics: [], trainings: [] };
    for (const video of videoState(db).videos) {
      for (const term of topicsOf(db, video)) {
        const entry = filters.topics.find((candidate) => candidate.tid === term.tid);
        if (entry) entry.count += 1;
        else filters.topics.push({ ...term, count: 1 });
      }
      const training = trainingOf(db, video);
      if (training) {
        const entry = filters.trainings.find((candidate) => candidate.id === training.id);
        if (entry) entry.count += 1;
        else filters.trainings.push({ id: training.id, title: training.title, count: 1 });
      }
    }
    const localized = inLanguage(filters, language);
    localized.topics.sort((a, b) => a.name.localeCompare(b.name, language));
    localized.trainings.sort((a, b) => a.title.localeCompare(b.title, language));
    return respond(db, { data: localized });
  }),
  http.get(api('videos/:id'), ({ request, params, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const video = findVideo(db, params.id);
    if (!video) return notFound(db);
    return respond(db, { data: localizedFor(db, request, cookies)(toVideoDetail(db, user.uid, video)) });
  }),
  http.get(api('videos/:id/transcript'), ({ request, params, cookies }) => {
    const db = getDb();
    if (!currentUser(db, cookies)) return unauthorized(db);
    const video = findVideo(db, params.id);
    if (!video) return notFound(db);
    const asked = new URL(request.url).searchParams.get('language') ?? '';
    const language = captionLanguagesOf(video.seed).includes(asked) ? asked : 'en';
    return respond(db, { data: { language, cues: cuesOf(video.seed, language) } });
  }),
  http.get(api('videos/:id/captions/:language'), ({ params, cookies }) => {
    const db = getDb();
    if (!currentUser(db, cookies)) return unauthorized(db);
    const video = findVideo(db, params.id);
    const language = String(params.language).replace(/\.vtt$/, '');
    if (!video || !captionLanguagesOf(video.seed).includes(language)) return notFound(db);
    return new Response(toWebVtt(cuesOf(video.seed, language)), {
      headers: { 'Content-Type': 'text/vtt; charset=utf-8' },
    });
  }),
  http.get(api('videos/:id/media'), ({ request, params, cookies }) => {
    const db = getDb();
    if (!currentUser(db, cookies)) return unauthorized(db);
    const video = findVideo(db, params.id);
    if (!video) return notFound(db);
    return mediaResponse(request, video);
  }),
  http.put(api('videos/:id/progress'), async ({ request, params, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const video = findVideo(db, params.id);
    if (!video) return notFound(db);
    const form = await readForm(request);
    const raw = form.get('position') ?? '';
    if (!/^\d{1,7}$/.test(raw)) {
      return fieldErrorResponse(db, [
        { path: 'position', message: 'The position must be a whole number of seconds.' },
      ]);
    }
    const state = videoState(db);
    const key = `${user.uid}:${video.id}`;
    state.clock += 1000;
    const progress = progressOf(
      video,
      Number(raw),
      state.progress.get(key)?.completed ?? false,
      formatServerDate(new Date(state.clock)),
    );
    state.progress.set(key, progress);
    return respond(db, { data: progress });
  }),
];

/** A video's page for tests: what GET videos/{id} returns. */
export const videoDetailFor = (db: MockDb, uid: number, id: number) => {
  const video = videoState(db).videos.find((entry) => entry.id === id);
  return video ? toVideoDetail(db, uid, video) : undefined;
};
