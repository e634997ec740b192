import { LEARNER_UID } from '@fixtures/users';
import { setVideoProgress, videosHandlers } from '@mocks/handlers/videos';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNotFoundPage, mainOf, neverResponds, respondsWith } from '@/features/catalog/story-helpers';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';
import { phoneViewport } from '@/testing/story-parameters';

/** Video 1 has captions in English, French and Arabic; 2 was left at 0:52; 4 is in English only. */
const player = (id: number | string, parameters: StoryParameters = {}) =>
  pageParameters(`/videos/${id}`, { role: 'learner', ...parameters });

const meta = {
  title: 'Pages/Videos/Player',
  decorators: [withPage],
  parameters: player(1),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const TRANSCRIPT = /^(Transcript|Transcription|النص المكتوب)$/;

async function findPlayer(canvasElement: HTMLElement, title: string) {
  await waitForPage(canvasElement);
  const main = mainOf(canvasElement);
  await expect(await main.findByRole('heading', { level: 1, name: title })).toBeVisible();
  const video = main.getByTestId('video-media') as HTMLVideoElement;
  // The interface's language names the list (the French and Arabic stories are translated).
  const transcript = within(await main.findByRole('list', { name: TRANSCRIPT }));
  return { main, video, transcript };
}

/**
 * Leaves the real player paused at a given time with that frame decoded, so the picture
 * does not depend on how far playback got (every frame of the mock's clip is the same slate).
 */
async function parkAt(video: HTMLVideoElement, seconds: number) {
  video.pause();
  if (Math.abs(video.currentTime - seconds) > 0.01) {
    const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    video.currentTime = seconds;
    await seeked;
  }
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_CURRENT_DATA));
}

/** The position the server holds, asked as the app asks. */
async function savedPosition(videoId: number) {
  const response = await fetch(`/api/v2/videos/${videoId}`);
  const body = (await response.json()) as { data: { progress: { position_seconds: number } | null } };
  return body.data.progress?.position_seconds;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { main, video, transcript } = await findPlayer(canvasElement, 'Giving feedback that lands');
    await waitFor(() => expect(document.title).toMatch(/^Giving feedback that lands \| /));
    await expect(main.getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/videos');
    await expect(main.getByRole('link', { name: 'Giving useful feedback' })).toHaveAttribute(
      'href',
      '/course/6',
    );
    // Native controls, the media file, and one captions track per language.
    await expect(video).toHaveAttribute('controls');
    const tracks = [...video.querySelectorAll('track')];
    await expect(tracks.map((track) => [track.kind, track.srclang, track.label])).toEqual([
      ['captions', 'en', 'English'],
      ['captions', 'fr', 'Français'],
      ['captions', 'ar', 'العربية'],
    ]);
    const vtt = await fetch(tracks[0]?.getAttribute('src') ?? '');
    await expect(await vtt.text()).toMatch(/^WEBVTT\n/);
    await expect(transcript.getAllByRole('button')).toHaveLength(14);
    await expect(main.getByRole('combobox', { name: 'Transcript language' })).toHaveTextContent('English');
    await waitFor(() => expect(video.duration).toBe(102));
    await expect(main.queryByRole('button', { name: /^Resume from/ })).not.toBeInTheDocument();
  },
};

/** A cue of the transcript takes the video there; the cue being spoken is marked. */
export const TranscriptSeeks: Story = {
  play: async ({ canvasElement }) => {
    const { video, transcript } = await findPlayer(canvasElement, 'Giving feedback that lands');
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    const cue = transcript.getByRole('button', { name: /^0:36 Next, explain the impact/ });
    await userEvent.click(cue);
    await waitFor(() => expect(video.paused).toBe(false));
    await expect(video.currentTime).toBeGreaterThanOrEqual(36);
    await waitFor(() => expect(cue).toHaveAttribute('aria-current', 'true'));
    await parkAt(video, 37);
    await waitFor(() => expect(cue).toHaveAttribute('aria-current', 'true'));
    // Pausing saved the position (where the pause happened, at least the cue's start).
    await waitFor(async () => expect(await savedPosition(1)).toBeGreaterThanOrEqual(36));
  },
};

/** Space or K plays and pauses, the arrows go five seconds back or forward, on the real player. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const { video } = await findPlayer(canvasElement, 'Giving feedback that lands');
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    video.focus();
    await userEvent.keyboard('k');
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.keyboard('k');
    await waitFor(() => expect(video.paused).toBe(true));
    await parkAt(video, 10);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(video.currentTime).toBe(15));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(video.currentTime).toBe(5));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(video.paused).toBe(true));
    await parkAt(video, 5);
  },
};

export const ResumeWhereLeft: Story = {
  parameters: player(2),
  play: async ({ canvasElement }) => {
    const { main, video } = await findPlayer(canvasElement, 'Excel pivot tables, the quick way');
    await expect(main.getByText('You stopped part way through.')).toBeVisible();
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    await userEvent.click(main.getByRole('button', { name: 'Resume from 0:52' }));
    await waitFor(() => expect(video.paused).toBe(false));
    await expect(video.currentTime).toBeGreaterThanOrEqual(52);
    await expect(main.queryByRole('button', { name: 'Resume from 0:52' })).not.toBeInTheDocument();
    await parkAt(video, 60);
    await waitFor(async () => expect(await savedPosition(2)).toBeGreaterThanOrEqual(52));
  },
};

/** The player's own Play, pressed while the offer shows, resumes too: the place is not lost. */
export const PlayWhileOfferedResumes: Story = {
  tags: ['no-screenshot'],
  parameters: player(2),
  play: async ({ canvasElement }) => {
    const { main, video } = await findPlayer(canvasElement, 'Excel pivot tables, the quick way');
    await expect(main.getByRole('button', { name: 'Resume from 0:52' })).toBeVisible();
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    await video.play();
    await waitFor(() => expect(video.currentTime).toBeGreaterThanOrEqual(52));
    await expect(main.queryByRole('button', { name: 'Resume from 0:52' })).not.toBeInTheDocument();
    await parkAt(video, 60);
    await waitFor(async () => expect(await savedPosition(2)).toBeGreaterThanOrEqual(52));
  },
};

/** The offer as the learner meets it, before choosing. */
export const ResumeOffer: Story = {
  parameters: player(4, {
    mockDb: (db) => setVideoProgress(db, LEARNER_UID, 4, { position: 34 }),
  }),
  play: async ({ canvasElement }) => {
    const { main, video } = await findPlayer(canvasElement, 'Running a one-to-one that matters');
    await expect(main.getByRole('button', { name: 'Resume from 0:34' })).toBeVisible();
    // The player knows the video before the learner picks: starting over then shows its first picture.
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    await userEvent.click(main.getByRole('button', { name: 'Start over' }));
    await expect(main.queryByRole('button', { name: 'Resume from 0:34' })).not.toBeInTheDocument();
    await expect(main.queryByRole('combobox', { name: 'Transcript language' })).not.toBeInTheDocument();
    // Back at 0:00, the player shows that picture once it is decoded (Chromium's own loading
    // spinner, which can outlast the decoding, is waited for before every picture:
    // .storybook/media-spinners.ts).
    await parkAt(video, 0);
  },
};

/** A media file the browser cannot play: said plainly, and the transcript still reads. */
export const CannotPlay: Story = {
  // A video no other story plays: the browser keeps a media file it has loaded for the page's
  // life, so a broken response for video 1 could be skipped in favour of the copy an earlier story
  // played.
  parameters: player(3, {
    msw: {
      handlers: {
        videos: [
          http.get('*/api/v2/videos/:id/media', () =>
            HttpResponse.text('not a video', { headers: { 'Content-Type': 'video/webm' } }),
          ),
          ...videosHandlers(getMockDb),
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const { main, video, transcript } = await findPlayer(canvasElement, 'Spotting a phishing email');
    await expect(await main.findByRole('alert')).toHaveTextContent('This video can’t be played here.');
    // The browser gave up on its only source: the player is rendered in its final state.
    await waitFor(() => expect(video.networkState).toBe(HTMLMediaElement.NETWORK_NO_SOURCE));
    // The transcript still works without the video.
    await expect(transcript.getAllByRole('button').length).toBeGreaterThan(0);
  },
};

export const FrenchTranscript: Story = {
  parameters: player(1, { locale: 'fr' }),
  play: async ({ canvasElement }) => {
    // The title comes in the user's language too (fixtures/content-i18n/videos.ts).
    const { main, transcript } = await findPlayer(canvasElement, 'Un feedback qui porte');
    await expect(main.getByRole('list', { name: TRANSCRIPT })).toHaveAttribute('lang', 'fr');
    await expect(transcript.getAllByRole('button')[0]).toHaveTextContent(/Bonjour et bienvenue/);
  },
};

/** A transcript in Arabic reads right to left on an English page too, and English left to right. */
export const ArabicTranscriptOnAnEnglishPage: Story = {
  play: async ({ canvasElement }) => {
    const { main } = await findPlayer(canvasElement, 'Giving feedback that lands');
    const list = () => main.getByRole('list', { name: TRANSCRIPT });
    await expect(getComputedStyle(list()).direction).toBe('ltr');
    await userEvent.click(main.getByRole('combobox', { name: 'Transcript language' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'العربية' }),
    );
    await waitFor(() => expect(list()).toHaveAttribute('lang', 'ar'));
    await expect(getComputedStyle(list()).direction).toBe('rtl');
  },
};

export const Loading: Story = {
  parameters: player(1, { msw: { handlers: { videos: [neverResponds('videos/:id')] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByTestId('video-loading')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: player(1, { msw: { handlers: { videos: [respondsWith('videos/:id', 500)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { name: 'The video could not be loaded.' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const UnknownVideo: Story = {
  parameters: player(999),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(canvasElement);
  },
};

export const NotAVideoId: Story = {
  parameters: player('intro'),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(canvasElement);
  },
};

export const Forbidden: Story = {
  parameters: player(1, { msw: { handlers: { videos: [respondsWith('videos/:id', 403)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeVisible();
  },
};

export const VisitorGoesToLogin: Story = {
  parameters: player(1, { role: 'visitor' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByRole('heading', { name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await findPlayer(canvasElement, 'Giving feedback that lands');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const RightToLeft: Story = {
  parameters: player(3, { locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
    const { main } = await findPlayer(canvasElement, 'كيف تكتشف رسالة تصيّد احتيالي');
    // The Arabic captions are shown at once to an Arabic-speaking user: the video speaks English.
    await expect(main.getByRole('list', { name: TRANSCRIPT })).toHaveAttribute('lang', 'ar');
  },
};
