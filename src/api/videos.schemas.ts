import { z } from '@/api/zod';
import { type Endpoint, endpoint, envelope, intParam, pagedEnvelope } from './endpoint';
import {
  countSchema,
  idSchema,
  imageUrlSchema,
  languageCodeSchema,
  linkUrlSchema,
  percentSchema,
  serverDateTimeSchema,
  sitePathSchema,
} from './formats';
import { VIDEO_ORDERS, VIDEO_STATUSES } from './values';

const serverDate = serverDateTimeSchema;

export const videoProgressSchema = z.object({
  position_seconds: countSchema.check(z.describe('Where the learner stopped, in whole seconds')),
  percent: percentSchema.check(z.describe('Share of the video reached, 0 to 100')),
  /** Watched to (nearly) the end once; stays true when the learner watches again. */
  completed: z.boolean(),
  updated: serverDate,
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;

export const videoSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string().describe('Plain-text teaser'),
  poster: imageUrlSchema,
  duration_seconds: z
    .number()
    .int()
    .positive()
    .meta({ description: 'Length in whole seconds', examples: [312] }),
  topics: z.array(z.object({ tid: idSchema, name: z.string() })),
  training: z
    .object({ id: idSchema, title: z.string(), url: linkUrlSchema })
    .nullable()
    .describe('The training the video belongs to; null: none'),
  created: serverDate,
  views: countSchema,
  caption_languages: z.array(languageCodeSchema).describe('Languages of its captions (and transcripts)'),
  /** The current learner's position; null when never started. */
  progress: videoProgressSchema.nullable(),
});
export type Video = z.infer<typeof videoSchema>;
export const videosResponseSchema = pagedEnvelope(videoSchema);
export type VideosPage = z.infer<typeof videosResponseSchema>;

export const captionTrackSchema = z.object({
  language: languageCodeSchema,
  label: z
    .string()
    .describe("The language's name in that language (Français), as players label caption menus"),
  src: sitePathSchema.check(z.describe('The WebVTT file')),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const videoDetailSchema = videoSchema.extend({
  /** Server HTML: rendered only through the sanitising component. */
  description: z.string(),
  speaker: z.object({ name: z.string(), role: z.string() }).nullable(),
  media: z.object({
    src: sitePathSchema.check(z.describe('The media file')),
    type: z.string().meta({ description: 'Its MIME type', examples: ['video/webm'] }),
  }),
  captions: z.array(captionTrackSchema),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;
export const videoDetailResponseSchema = envelope(videoDetailSchema);

export const transcriptCueSchema = z.object({
  start: z.number().nonnegative().describe('Seconds from the start'),
  end: z.number().nonnegative().describe('Seconds from the start'),
  text: z.string(),
});
export type TranscriptCue = z.infer<typeof transcriptCueSchema>;
export const transcriptSchema = z.object({
  language: languageCodeSchema,
  cues: z.array(transcriptCueSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;
export const transcriptResponseSchema = envelope(transcriptSchema);

export const videoFiltersSchema = z.object({
  /** Topics with at least one video, with their counts. */
  topics: z.array(z.object({ tid: idSchema, name: z.string(), count: countSchema })),
  trainings: z.array(z.object({ id: idSchema, title: z.string(), count: countSchema })),
});
export type VideoFilters = z.infer<typeof videoFiltersSchema>;
export const videoFiltersResponseSchema = envelope(videoFiltersSchema);

export const progressResponseSchema = envelope(videoProgressSchema);

export const videosQuerySchema = z.object({
  s: z.string().optional(),
  topic: z.optional(intParam),
  training: z.optional(intParam),
  status: z.enum(VIDEO_STATUSES).optional(),
  order_by: z.enum(VIDEO_ORDERS).optional(),
  page: z.optional(intParam),
  limit: z.optional(intParam),
});

export const progressBodySchema = z.object({
  /** Whole seconds from the start. */
  position: intParam,
});

export const transcriptQuerySchema = z.object({
  language: z.optional(
    languageCodeSchema.check(
      z.describe("A language of `captions`; the video's first when omitted or unknown"),
    ),
  ),
});

export const videosEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'videos',
    group: 'videos',
    summary:
      "The video library: search (s), topic (term id), training (id), the current user's status, order_by, zero-based page; each video with the current user's progress (401 for visitors)",
    query: videosQuerySchema,
    response: videosResponseSchema,
    example: { query: { limit: 12 } },
  }),
  endpoint({
    method: 'GET',
    path: 'videos/filters',
    group: 'videos',
    summary: 'The topics and trainings that have videos, with their counts',
    response: videoFiltersResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: 'videos/{id}',
    group: 'videos',
    summary:
      "One video: description (server HTML), speaker, media file, caption tracks and the current user's progress; 404 when unknown",
    response: videoDetailResponseSchema,
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'GET',
    path: 'videos/{id}/transcript',
    group: 'videos',
    summary: 'The transcript of a video in one of its caption languages: the same cues as its WebVTT file',
    query: transcriptQuerySchema,
    response: transcriptResponseSchema,
    example: { params: { id: 1 }, query: { language: 'en' } },
  }),
  endpoint({
    method: 'GET',
    path: 'videos/{id}/captions/{language}',
    group: 'videos',
    summary: "A video's captions in one language as WebVTT (text/vtt); 404 for a language it has none in",
    params: z.object({ language: languageCodeSchema }),
    produces: 'text/vtt',
    example: { params: { id: 1, language: 'en' } },
  }),
  endpoint({
    method: 'GET',
    path: 'videos/{id}/media',
    group: 'videos',
    summary: 'The media file (video/webm); responds with byte ranges (206) so players can seek',
    produces: 'video/webm',
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'PUT',
    path: 'videos/{id}/progress',
    group: 'videos',
    summary:
      "Save the current user's position in the video (whole seconds); 95 % or more marks it completed; responds with the progress",
    body: progressBodySchema,
    response: progressResponseSchema,
    fieldErrors: true,
    example: { params: { id: 1 } },
  }),
];
