import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptScreenshots,
  gatherChangedScreenshots,
  prepareReviewFolder,
  selectScreenshots,
} from './screenshot-review.mjs';

let root: string;
/** Seconds since the epoch: each file gets its own time, so "written after" is never a tie. */
let clock = 1_700_000_000;
const write = (path: string, content: string) => {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  clock += 10;
  utimesSync(file, clock, clock);
};
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const BUTTON = 'src/ui/Button.stories.tsx';
const LOGIN = 'src/features/auth/LoginPage.stories.tsx';
const baseline = (story: string, name: string) =>
  `${dirname(story)}/__screenshots__/${story.split('/').at(-1)}/${name}-chromium-linux.png`;
const left = (story: string, name: string, kind: 'actual' | 'diff' | 'reference') =>
  `.vitest/attachments/${story}/${name}-${kind}-chromium-linux.png`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'screenshot-review-'));
  write(BUTTON, 'stories');
  write(LOGIN, 'stories');
  write(baseline(BUTTON, 'Variants-1'), 'old variants');
  write(baseline(BUTTON, 'Right-To-Left-1'), 'old rtl');
  write(baseline(LOGIN, 'Default-1'), 'old login');
  write(baseline(LOGIN, 'Default-phone'), 'old login phone');
  // The red run: two changed pictures, one new story picture (no baseline, as on CI), and the
  // copies Vitest keeps for its reporters at the folder's top.
  write(left(BUTTON, 'Variants-1', 'actual'), 'new variants');
  write(left(BUTTON, 'Variants-1', 'diff'), 'diff variants');
  write(left(LOGIN, 'Default-phone', 'actual'), 'new login phone');
  write(left(LOGIN, 'Default-phone', 'diff'), 'diff login phone');
  write(left(LOGIN, 'Signed-Out-1', 'reference'), 'first signed out');
  write('.vitest/attachments/0130e5af1c62230640442ec55d8a9bfa3b1aaeb9.png', 'reporter copy');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const ids = () => gatherChangedScreenshots(root).map((item) => item.id);

describe('gatherChangedScreenshots', () => {
  it('finds every picture the red run left, with its baseline', () => {
    const items = gatherChangedScreenshots(root);
    expect(items.map(({ id, isNew }) => ({ id, isNew }))).toEqual([
      { id: `${LOGIN}/Default-phone-chromium-linux.png`, isNew: false },
      { id: `${LOGIN}/Signed-Out-1-chromium-linux.png`, isNew: true },
      { id: `${BUTTON}/Variants-1-chromium-linux.png`, isNew: false },
    ]);
    const variants = items[2];
    expect(variants?.baseline).toBe(join(root, baseline(BUTTON, 'Variants-1')));
    expect(variants?.picture).toBe(join(root, left(BUTTON, 'Variants-1', 'actual')));
    expect(variants?.leftovers.sort()).toEqual(
      [left(BUTTON, 'Variants-1', 'actual'), left(BUTTON, 'Variants-1', 'diff')].map((path) =>
        join(root, path),
      ),
    );
  });

  it('is empty without an attachments folder', () => {
    rmSync(join(root, '.vitest'), { recursive: true });
    expect(gatherChangedScreenshots(root)).toEqual([]);
  });

  it('leaves out a picture whose baseline was written after it (accepted, re-recorded, checked out)', () => {
    write(baseline(BUTTON, 'Variants-1'), 're-recorded variants');
    expect(ids()).not.toContain(`${BUTTON}/Variants-1-chromium-linux.png`);
  });

  it('leaves out a picture equal to its baseline', () => {
    write(left(BUTTON, 'Variants-1', 'actual'), 'old variants');
    expect(ids()).not.toContain(`${BUTTON}/Variants-1-chromium-linux.png`);
  });

  it('leaves out the pictures of a story file that no longer exists', () => {
    rmSync(join(root, LOGIN));
    expect(ids()).toEqual([`${BUTTON}/Variants-1-chromium-linux.png`]);
  });

  it('keeps the later of two runs for one picture, and both runs’ files to clean up', () => {
    // First kept with no baseline (CI), later compared with a baseline.
    write(left(BUTTON, 'Right-To-Left-1', 'reference'), 'rtl, first run');
    write(left(BUTTON, 'Right-To-Left-1', 'actual'), 'rtl, second run');
    const rtl = gatherChangedScreenshots(root).find((item) => item.id.includes('Right-To-Left-1'));
    expect(rtl?.picture).toBe(join(root, left(BUTTON, 'Right-To-Left-1', 'actual')));
    expect(rtl?.isNew).toBe(false);
    expect(rtl?.leftovers).toHaveLength(2);
  });
});

describe('selectScreenshots', () => {
  const select = (...patterns: string[]) => {
    const { selected, unmatched } = selectScreenshots(gatherChangedScreenshots(root), patterns);
    return { ids: selected.map((item) => item.id.split('/').slice(-2).join('/')), unmatched };
  };

  it('takes everything when no name is given', () => {
    expect(select().ids).toHaveLength(3);
  });

  it('matches a plain name anywhere in the id', () => {
    expect(select('LoginPage').ids).toEqual([
      'LoginPage.stories.tsx/Default-phone-chromium-linux.png',
      'LoginPage.stories.tsx/Signed-Out-1-chromium-linux.png',
    ]);
  });

  it('matches a glob against the id, the story file and picture, or the picture alone', () => {
    expect(select('Button.stories.tsx/*').ids).toEqual(['Button.stories.tsx/Variants-1-chromium-linux.png']);
    expect(select('*-phone-*').ids).toEqual(['LoginPage.stories.tsx/Default-phone-chromium-linux.png']);
    expect(select('src/features/**').ids).toHaveLength(2);
  });

  it('reports the names that match nothing', () => {
    expect(select('Variants', 'Nope', 'Card.stories.tsx/*')).toEqual({
      ids: ['Button.stories.tsx/Variants-1-chromium-linux.png'],
      unmatched: ['Nope', 'Card.stories.tsx/*'],
    });
  });
});

describe('acceptScreenshots', () => {
  it('writes the chosen pictures over their baselines, and only those', () => {
    const { selected } = selectScreenshots(gatherChangedScreenshots(root), ['Variants', 'Signed-Out']);
    expect(acceptScreenshots(root, selected)).toEqual([
      baseline(LOGIN, 'Signed-Out-1'),
      baseline(BUTTON, 'Variants-1'),
    ]);
    expect(read(baseline(BUTTON, 'Variants-1'))).toBe('new variants');
    expect(read(baseline(LOGIN, 'Signed-Out-1'))).toBe('first signed out');
    expect(read(baseline(LOGIN, 'Default-phone'))).toBe('old login phone');
    expect(read(baseline(BUTTON, 'Right-To-Left-1'))).toBe('old rtl');
  });

  it('removes what the run left for them, so they are not offered again', () => {
    const { selected } = selectScreenshots(gatherChangedScreenshots(root), ['Variants']);
    acceptScreenshots(root, selected);
    expect(existsSync(join(root, left(BUTTON, 'Variants-1', 'actual')))).toBe(false);
    expect(existsSync(join(root, left(BUTTON, 'Variants-1', 'diff')))).toBe(false);
    expect(ids()).toEqual([
      `${LOGIN}/Default-phone-chromium-linux.png`,
      `${LOGIN}/Signed-Out-1-chromium-linux.png`,
    ]);
  });
});

describe('prepareReviewFolder', () => {
  it('lays out baseline/ and new/ by id, a new story picture only in new/', () => {
    const review = join(root, 'screenshot-review');
    write('screenshot-review/stale.html', 'from the last review');
    prepareReviewFolder(review, gatherChangedScreenshots(root));
    expect(existsSync(join(review, 'stale.html'))).toBe(false);
    expect(readFileSync(join(review, 'baseline', BUTTON, 'Variants-1-chromium-linux.png'), 'utf8')).toBe(
      'old variants',
    );
    expect(readFileSync(join(review, 'new', BUTTON, 'Variants-1-chromium-linux.png'), 'utf8')).toBe(
      'new variants',
    );
    expect(existsSync(join(review, 'new', LOGIN, 'Signed-Out-1-chromium-linux.png'))).toBe(true);
    expect(existsSync(join(review, 'baseline', LOGIN, 'Signed-Out-1-chromium-linux.png'))).toBe(false);
    expect(existsSync(join(review, 'diff'))).toBe(true);
  });
});
