import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { heldRequests } from '../mocks/never-respond';
import type { RealPointer } from '../src/testing/real-pointer';
import { pendingQueryKeys, waitForSettled } from '../src/testing/settle';
import { sanitizerReady } from '../src/ui/SanitizedHtml';
import { loadedToaster, toast } from '../src/ui/Toast';
import type { DiffRegion, EmulatedMedia } from './commands';
import { mediaSpinnersGone } from './media-spinners';
import { GUARD_FONT_FAMILY, platformFontsFor, platformFontsUsed } from './platform-fonts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, type StoryUnderTest } from './story-under-test';

/**
 * Every story is also a visual test: after its play function passed and the
 * page settled (src/testing/settle.ts) and no video's own loading spinner is
 * left (.storybook/media-spinners.ts), the screen (the viewport, scrolled as
 * the play function left it: what a person sees) is compared with the
 * committed baseline in __screenshots__. Page stories (the real route
 * table, `pageParameters`) are compared a second time at a phone's size, 390×844.
 * `npm run test:update-screenshots` refreshes the baselines. A story whose
 * picture cannot be stable (a benchmark) opts out with the tag 'no-screenshot'.
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** .storybook/commands.ts */
    parkPointer: () => Promise<void>;
    /** .storybook/commands.ts */
    diffRegions: (diffPath: string) => Promise<DiffRegion[]>;
    /** .storybook/commands.ts */
    emulateMedia: (media: EmulatedMedia) => Promise<void>;
  }
}

// Stories that check :hover styles move the real mouse through this (src/testing/real-pointer.ts).
(globalThis as { __realPointer?: RealPointer }).__realPointer = userEvent;

// A story with `parameters.forcedColors: 'active'` is played and pictured in forced colours, one with
// `parameters.media: 'print'` as printed; the preview's beforeEach asks for them through this
// (.storybook/preview.tsx). The page's own state is read, not remembered: the files of a run share
// the browser, each with this module anew.
(globalThis as { __emulateMedia?: (media: EmulatedMedia) => Promise<void> }).__emulateMedia = async (
  media,
) => {
  const now: EmulatedMedia = {
    forcedColors: matchMedia('(forced-colors: active)').matches ? 'active' : 'none',
    media: matchMedia('print').matches ? 'print' : 'screen',
  };
  if (now.forcedColors !== media.forcedColors || now.media !== media.media)
    await commands.emulateMedia(media);
};

// Stories render server HTML at once, as the app does once its sanitiser chunk is in (loaded
// lazily in production; e2e covers that path).
beforeAll(() => sanitizerReady);

// Every picture is taken under the story tests' font configuration, whose one font stands in for every
// font of the machine (vitest.config.ts, docs/testing.md "Fonts"). A Chromium started without it
// would picture whatever fonts the machine has: the file stops here instead.
beforeAll(async () => {
  for (const family of ['sans-serif', 'serif', 'monospace', 'Georgia', 'Arial']) {
    expect(
      await platformFontsFor(family),
      `Chromium's ${family} must be ${GUARD_FONT_FAMILY}, the only font of the story tests' font configuration (FONTCONFIG_FILE, scripts/chromium.mjs)`,
    ).toEqual([GUARD_FONT_FAMILY]);
  }
});

// Each story starts, and each picture is taken, with the real mouse off the page.
beforeEach(() => commands.parkPointer());

/**
 * Every notice asked for since the story began, and from where: a failed picture lists them, so that
 * a notice nobody expected (one left behind by an earlier story, say) names the code that asked.
 */
const notices: { type: string; message: string; after: number; from: string }[] = [];
let storyStarted = 0;
beforeEach(() => {
  notices.length = 0;
  storyStarted = performance.now();
});
for (const type of ['success', 'warning', 'error', 'info'] as const) {
  const show = toast[type];
  toast[type] = (message, options) => {
    const frames = (new Error().stack ?? '').split('\n').slice(2);
    const from = frames
      .filter((frame) => /\/(src|mocks)\//.test(frame) && !frame.includes('node_modules'))
      .slice(0, 3)
      .map((frame) =>
        frame
          .trim()
          .replace(/^at /, '')
          .replace(/https?:\/\/[^/]+\//, '')
          .replace(/\?[^:)]*/, ''),
      )
      .join(' < ');
    notices.push({ type, message, after: Math.round(performance.now() - storyStarted), from });
    return show(message, options);
  };
}
const noticesAsked = () =>
  notices.length === 0
    ? '  none'
    : notices
        .map(
          ({ type, message, after, from }) =>
            `  ${type} "${message}" ${after} ms into the story, from ${from || '?'}`,
        )
        .join('\n');

const overlays = () => [...document.querySelectorAll<HTMLElement>('[data-testid="loading-overlay"]')];

/**
 * A net under a fixed flake (docs/testing.md, "Overlays, spinners and requests that outlive a
 * story"): a route's feature gate used to leave
 * the screen uncovered for a render between the shell's overlay and its own, so a play saw "the
 * page" before the gate's overlay came and a picture caught it. Should an overlay still be there
 * when every request had its response, the picture waits for it to leave and the run's log says what
 * showed it and which queries had no data: such a warning is a bug to fix, not noise.
 */
async function overlayGoneAgain(name: string) {
  const shown = overlays();
  if (shown.length === 0 || heldRequests() > 0) return;
  console.warn(
    `"${name}": the loading overlay (${shown.map((overlay) => overlay.dataset.source ?? '?').join(', ')}) ` +
      `is back after the play function saw the page; queries without data: ${pendingQueryKeys().join(' ') || 'none'}`,
  );
  await expect.poll(() => overlays().length, { timeout: 10_000 }).toBe(0);
  await waitForSettled();
}

/** What a picture waits for: a settled page, no overlay back on a page story, no video's spinner. */
async function readyForPicture(name: string, pageStory: boolean) {
  await waitForSettled();
  if (pageStory) await overlayGoneAgain(name);
  await mediaSpinnersGone();
}

/**
 * A picture may only hold text rendered in the fonts the project ships: text in a machine's font
 * changes when a font package is installed (docs/testing.md, "Fonts").
 */
async function expectOnlyShippedFonts() {
  const uses = await platformFontsUsed();
  const listed = uses.map(({ family, text }) => `  ${family}: "${text}"`).join('\n');
  expect(
    uses.length,
    `text rendered in a font of the machine instead of one the project ships (in the story tests, every such font is ${GUARD_FONT_FAMILY}):\n${listed}`,
  ).toBe(0);
}

/** The element a person sees at a point, named so that whoever reads the log can find it in the story. */
function describeElementAt(x: number, y: number): string {
  const element = document.elementFromPoint(x, y);
  if (!element) return 'nothing';
  const named = element.closest('[data-testid], [aria-label], [role], h1, h2, h3, button, a, img, label');
  const describe = (node: Element) => {
    const testId = node.getAttribute('data-testid');
    const label = node.getAttribute('aria-label') ?? node.getAttribute('alt');
    const text = node.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60);
    return [
      node.tagName.toLowerCase(),
      testId && `[data-testid="${testId}"]`,
      label && `"${label}"`,
      !label && text && `"${text}"`,
    ]
      .filter(Boolean)
      .join(' ');
  };
  return named && named !== element ? `${describe(element)} in ${describe(named)}` : describe(element);
}

/**
 * The screen against its baseline. When they differ, the failure also says where and over what: the
 * regions of differing pixels (from the diff picture) and the element at the middle of each.
 */
async function expectPicture(name?: string) {
  try {
    await expect(page).toMatchScreenshot(name);
  } catch (error) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the message carries terminal colours.
    const message = String((error as Error).message ?? error).replace(/\u001b\[[0-9;]*m/g, '');
    const diffPath = /Diff image:\s*(\S+\.png)/.exec(message)?.[1];
    if (!diffPath) throw error;
    const regions = await commands.diffRegions(diffPath).catch(() => []);
    const where = regions
      .slice(0, 5)
      .map(
        ({ x, y, width, height, pixels }) =>
          `  ${pixels} px in ${width}×${height} at (${x}, ${y}), over ${describeElementAt(x + width / 2, y + height / 2)}`,
      )
      .join('\n');
    if (where) (error as Error).message = `${(error as Error).message}\nWhere it differs:\n${where}`;
    (error as Error).message = `${(error as Error).message}\nNotices asked for:\n${noticesAsked()}`;
    throw error;
  }
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // Set by the preview's beforeEach (.storybook/preview.tsx) for the story that just ran.
  const story = (globalThis as { __storyUnderTest?: StoryUnderTest }).__storyUnderTest;
  if (story?.tags.includes('no-screenshot')) return;
  // A notice the story ended on stays for both pictures: its 10 s timer must not decide, on a slow
  // machine, whether the phone picture still shows it.
  (await loadedToaster())?.pause();
  await commands.parkPointer();
  await readyForPicture(context.task.name, Boolean(story?.page));
  await expectPicture();
  await expectOnlyShippedFonts();
  // A story already rendered at the phone's size (globals.viewport) needs no second picture.
  if (!story?.page || window.innerWidth <= PHONE_VIEWPORT.width) return;
  try {
    await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
    await readyForPicture(`${context.task.name} phone`, true);
    await expectPicture(`${context.task.name} phone`);
    await expectOnlyShippedFonts();
  } finally {
    await page.viewport(DESKTOP_VIEWPORT.width, DESKTOP_VIEWPORT.height);
  }
});
