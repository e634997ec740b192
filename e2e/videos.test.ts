import { expect, test } from 'vitest';
import type { VideoDetail } from '@/api/videos';
import { launchBrowserPerFile } from './browser';

const { page, allowConsoleErrors } = launchBrowserPerFile();
/** The production bundle loads each area lazily behind the shell's overlay: allow it a few seconds. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Signs the browser context in through the API (the login page is covered elsewhere). */
async function signInAsLearner() {
  const api = page().context().request;
  await api.get('/api/v2/me');
  const token =
    (await page().context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post('/api/v2/user/login', {
    form: { name: 'learner', pass: 'learner' },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(response.status()).toBe(200);
  return api;
}

const TITLE = 'Running a one-to-one that matters';

test('a learner finds a video, plays it from the transcript, pauses with the keyboard and resumes after a reload', async () => {
  const api = await signInAsLearner();
  const main = page().locator('#main-content');

  await page().goto('/videos');
  await main.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
  await main.getByRole('searchbox', { name: 'Search videos' }).fill('one-to-one');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await page().waitForURL(/\/videos\?s=one-to-one$/);
  await main.getByRole('link', { name: TITLE, exact: true }).click();
  await page().waitForURL(/\/videos\/4$/);
  await main.getByRole('heading', { level: 1, name: TITLE }).waitFor();

  // The native player with its captions track, served as WebVTT, and the transcript beside it.
  const video = main.getByTestId('video-media');
  expect(await video.getAttribute('controls')).not.toBeNull();
  const track = video.locator('track[kind="captions"]');
  expect(await track.count()).toBe(1);
  const captions = await api.get((await track.getAttribute('src')) ?? '');
  expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await captions.text()).toMatch(/^WEBVTT\n/);
  const transcript = main.getByRole('list', { name: 'Transcript' });
  expect(await transcript.getByRole('button').count()).toBe(8);

  // The real file plays: a cue takes the video there, the keyboard pauses it.
  await poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(
    1,
  );
  const cue = transcript.getByRole('button', { name: /^0:30 Then I stay quiet/ });
  await cue.click();
  await poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  expect(await cue.getAttribute('aria-current')).toBe('true');
  await video.focus();
  await page().keyboard.press('k');
  await poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  // Pausing saved the position on the server.
  const saved = async () =>
    ((await (await api.get('/api/v2/videos/4')).json()) as { data: VideoDetail }).data.progress
      ?.position_seconds ?? 0;
  await poll(saved).toBeGreaterThanOrEqual(30);
  const position = await saved();
  const label = `Resume from ${Math.floor(position / 60)}:${String(position % 60).padStart(2, '0')}`;

  // After a reload the player offers it back, and resuming starts there.
  await page().reload();
  await main.getByRole('button', { name: label }).click();
  await poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(
    position,
  );
  await video.focus();
  await page().keyboard.press('ArrowLeft');
  await page().keyboard.press('Space');
  await poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

test('an unknown video shows the not-found page, with a 404', async () => {
  // The browser logs the API's 404, which the page turns into its not-found page, and the document's.
  allowConsoleErrors(/status of 404 .*\/api\/v2\/videos\/999\b/, /status of 404 .*\/videos\/999\)$/);
  await signInAsLearner();
  const response = await page().goto('/videos/999');
  expect(response?.status()).toBe(404);
  await page().locator('#main-content').getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
});
