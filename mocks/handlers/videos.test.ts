import { isTranslated } from '@fixtures/content-i18n/localized';
import { makeClip } from '@fixtures/video-clip';
import { cuesOf, durationOf, toWebVtt, VIDEO_SEEDS } from '@fixtures/videos';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { getMe } from '@/api/session';
import { getTranscript, getVideo, getVideoFilters, getVideos, saveVideoProgress } from '@/api/videos';
import { createMockServer } from '../node';
import { speakLanguage } from './content-language';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('the video library', () => {
  beforeEach(async () => {
    mock.useScenario('default', { role: 'learner' });
    await getMe();
  });

  it('lists, searches, filters by topic and status, and pages', async () => {
    const all = await getVideos({ limit: 5 });
    expect(all.meta).toMatchObject({ total: VIDEO_SEEDS.length, totalPages: 3, isLastPage: false });
    expect(all.data[0]?.title).toBe('Giving feedback that lands');
    expect((await getVideos({ s: 'PIVOT' })).data.map((video) => video.title)).toEqual([
      'Excel pivot tables, the quick way',
    ]);
    const { topics } = await getVideoFilters();
    const leadership = topics.find((topic) => topic.name === 'Leadership');
    expect(leadership?.count).toBe(3);
    expect((await getVideos({ topic: leadership?.tid })).meta.total).toBe(3);
    const inProgress = await getVideos({ status: 'in_progress' });
    expect(inProgress.data.every((video) => video.progress && !video.progress.completed)).toBe(true);
  });

  it('remembers the position, and marks a video watched near its end', async () => {
    const fresh = await getVideo(1);
    expect(fresh.progress).toBeNull();
    expect(await saveVideoProgress({ id: 1, position: 30 })).toMatchObject({
      position_seconds: 30,
      completed: false,
    });
    expect((await getVideo(1)).progress?.position_seconds).toBe(30);
    const end = await saveVideoProgress({ id: 1, position: fresh.duration_seconds });
    expect(end).toMatchObject({ percent: 100, completed: true });
    // Watching again from the start keeps it watched.
    expect((await saveVideoProgress({ id: 1, position: 3 })).completed).toBe(true);
  });

  it('responds with 404 for an unknown video and a transcript in the asked language', async () => {
    expect((await failure(getVideo(999))).status).toBe(404);
    const french = await getTranscript(1, 'fr');
    expect(french.language).toBe('fr');
    expect(french.cues[0]?.text).toMatch(/^Bonjour/);
    // A language the video has no captions in falls back to the spoken one.
    expect((await getTranscript(4, 'ar')).language).toBe('en');
  });

  it('serves captions as WebVTT and the media by byte ranges', async () => {
    const video = await getVideo(3);
    const vtt = await fetch(
      `http://localhost${video.captions.find((track) => track.language === 'ar')?.src}`,
    );
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await vtt.text()).toMatch(/^WEBVTT\n\n1\n00:00:01\.000 --> /);
    const media = await fetch(`http://localhost${video.media.src}`, { headers: { Range: 'bytes=0-99' } });
    expect(media.status).toBe(206);
    expect(media.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect(new Uint8Array(await media.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]),
    );
  });

  it('returns titles, summaries, descriptions, topics and job titles in the user’s language', async () => {
    speakLanguage(mock.useScenario('default', { role: 'learner' }), 'fr');
    await getMe();
    const list = await getVideos({ limit: 12 });
    expect(list.data[0]).toMatchObject({
      title: 'Un feedback qui porte',
      summary: expect.stringMatching(/^Une structure simple/),
      topics: [expect.objectContaining({ name: 'Leadership' })],
    });
    // Searched in the language the user sees.
    expect((await getVideos({ s: 'hameçonnage' })).data.map((video) => video.title)).toEqual([
      'Repérer un e-mail d’hameçonnage',
    ]);
    expect((await getVideoFilters()).topics.map((topic) => topic.name)).toContain('Sécurité informatique');
    speakLanguage(mock.useScenario('default', { role: 'learner' }), 'ar');
    await getMe();
    const detail = await getVideo(3);
    expect(detail.title).toBe('كيف تكتشف رسالة تصيّد احتيالي');
    expect(detail.description).toMatch(/^<p>تبدأ معظم الهجمات/);
    expect(detail.topics[0]?.name).toBe('أمن المعلومات');
    expect(detail.speaker?.role).toBe('مسؤولة أمن المعلومات');
    expect(detail.speaker?.name).toBe('Priya Raman');
  });

  it('refuses visitors', async () => {
    mock.useScenario('default', { role: 'visitor' });
    expect((await failure(getVideos({}))).status).toBe(401);
  });
});

describe('video fixtures', () => {
  it('give every language as many cues as English, and escape WebVTT text', () => {
    for (const seed of VIDEO_SEEDS) {
      for (const language of ['fr', 'ar'] as const) {
        if (seed[language])
          expect(seed[language]?.length, `${seed.title} ${language}`).toBe(seed.transcript.length);
      }
      const cues = cuesOf(seed, 'en');
      expect(cues.at(-1)?.end ?? 0).toBeLessThan(durationOf(seed));
    }
    expect(toWebVtt([{ start: 0, end: 2.5, text: 'A <b> & c' }])).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nA &lt;b&gt; &amp; c\n',
    );
  });

  it('have every text a user sees in French and Arabic, and no Latin filler', () => {
    for (const seed of VIDEO_SEEDS) {
      const texts = [seed.title, seed.summary, seed.description, seed.speaker?.role ?? 'Leadership'];
      for (const text of texts) {
        expect(isTranslated(text, 'fr'), `${text} in French`).toBe(true);
        expect(isTranslated(text, 'ar'), `${text} in Arabic`).toBe(true);
        expect(text).not.toMatch(/lorem|ipsum|dolor sit/i);
      }
    }
  });

  it('write a WebM whose size grows with its duration', () => {
    const short = makeClip(30);
    const long = makeClip(300);
    expect([...short.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(long.length).toBeGreaterThan(short.length * 5);
    expect(long.length).toBeLessThan(120_000);
  });
});
