// The story pictures a red run left behind, gathered for review and accepted as baselines.
//
// When a story's picture differs from its baseline, Vitest's `toMatchScreenshot` keeps the new
// picture and a diff in its attachments folder, beside the path of the story file:
//   baseline  src/ui/__screenshots__/Button.stories.tsx/Variants-1-chromium-linux.png
//   new       .vitest/attachments/src/ui/Button.stories.tsx/Variants-1-actual-chromium-linux.png
//   diff      .vitest/attachments/src/ui/Button.stories.tsx/Variants-1-diff-chromium-linux.png
// A story with no baseline yet has it written straight into __screenshots__ on a developer's
// machine, and kept as `<name>-reference-<browser>-<platform>.png` in the attachments on CI.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

/** Vitest's default attachments folder (`attachmentsDir`). */
export const ATTACHMENTS_DIR = '.vitest/attachments';
/** Vitest's default folder of baselines beside each story file (`screenshotDirectory`). */
export const SCREENSHOT_DIR = '__screenshots__';
/** Where the review page is built (git-ignored). */
export const REVIEW_DIR = 'screenshot-review';

const PICTURE = /^(?<name>.+)-(?<kind>actual|reference)-(?<browser>[a-z]+)-(?<platform>[a-z0-9]+)\.png$/;
const toPosix = (path) => path.split(sep).join('/');

/**
 * @typedef {object} ChangedScreenshot
 * @property {string} id  story file and picture, e.g. `src/ui/Button.stories.tsx/Variants-1-chromium-linux.png`
 * @property {string} baseline  absolute path of the baseline the picture replaces
 * @property {string} picture  absolute path of the new picture
 * @property {string[]} leftovers  the run's files for this picture (new picture, diff), removed once accepted
 * @property {boolean} isNew  true when there is no baseline yet
 */

/**
 * Every picture a failed comparison left in the attachments folder that is still worth a look: its
 * story file exists, and its baseline has not been written since (accepted, re-recorded or checked
 * out anew), which would make the comparison stale. Sorted by id.
 * @returns {ChangedScreenshot[]}
 */
export function gatherChangedScreenshots(
  root,
  { attachmentsDir = ATTACHMENTS_DIR, screenshotDirectory = SCREENSHOT_DIR } = {},
) {
  const attachments = join(root, attachmentsDir);
  if (!existsSync(attachments)) return [];
  /** What the runs left for each picture: a picture kept twice (once without a baseline, once against one) is one item. */
  const found = new Map();
  for (const entry of readdirSync(attachments, { recursive: true, withFileTypes: true })) {
    const match = entry.isFile() ? PICTURE.exec(entry.name) : null;
    if (!match?.groups) continue;
    // The folder is the story file's path from the root (src/ui/Button.stories.tsx).
    const storyFile = toPosix(relative(attachments, entry.parentPath));
    if (storyFile === '' || !existsSync(join(root, storyFile))) continue;
    const { name, browser, platform } = match.groups;
    const pictureName = `${name}-${browser}-${platform}.png`;
    const id = `${storyFile}/${pictureName}`;
    const picture = join(entry.parentPath, entry.name);
    const diff = join(entry.parentPath, `${name}-diff-${browser}-${platform}.png`);
    const item = found.get(id) ?? {
      id,
      baseline: join(
        root,
        posix.dirname(storyFile),
        screenshotDirectory,
        posix.basename(storyFile),
        pictureName,
      ),
      pictures: [],
      leftovers: [],
    };
    item.pictures.push({ path: picture, time: statSync(picture).mtimeMs });
    item.leftovers.push(picture, ...(existsSync(diff) && !item.leftovers.includes(diff) ? [diff] : []));
    found.set(id, item);
  }
  const items = [];
  for (const { id, baseline, pictures, leftovers } of found.values()) {
    const latest = pictures.reduce((a, b) => (b.time > a.time ? b : a));
    const isNew = !existsSync(baseline);
    // Accepted already, or the baseline was written after this comparison: nothing left to review.
    if (!isNew && statSync(baseline).mtimeMs >= latest.time) continue;
    if (!isNew && readFileSync(baseline).equals(readFileSync(latest.path))) continue;
    items.push({ id, baseline, picture: latest.path, leftovers, isNew });
  }
  return items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const isGlob = (pattern) => /[*?[\]{}]/.test(pattern);

/**
 * The pictures named by `patterns`: all of them when there is none. A pattern with a glob
 * character is matched against the id, against `<story file>/<picture>` and against the picture's
 * name (`Button.stories.tsx/*`, `*-phone-*`, `src/features/shop/**`); a plain word matches every id
 * that contains it (`LoginPage`).
 * @param {ChangedScreenshot[]} items
 * @param {string[]} patterns
 */
export function selectScreenshots(items, patterns) {
  if (patterns.length === 0) return { selected: items, unmatched: [] };
  const matches = (item, pattern) => {
    if (!isGlob(pattern)) return item.id.includes(pattern);
    const parts = item.id.split('/');
    const candidates = [item.id, parts.slice(-2).join('/'), parts.at(-1) ?? ''];
    return candidates.some((candidate) => posix.matchesGlob(candidate, pattern));
  };
  return {
    selected: items.filter((item) => patterns.some((pattern) => matches(item, pattern))),
    unmatched: patterns.filter((pattern) => !items.some((item) => matches(item, pattern))),
  };
}

/**
 * Copies each new picture over its baseline and removes what the run left for it, so it is not
 * offered again. Returns the baselines written, relative to `root`.
 * @param {string} root
 * @param {ChangedScreenshot[]} items
 */
export function acceptScreenshots(root, items) {
  return items.map((item) => {
    mkdirSync(dirname(item.baseline), { recursive: true });
    copyFileSync(item.picture, item.baseline);
    for (const file of item.leftovers) rmSync(file, { force: true });
    return toPosix(relative(root, item.baseline));
  });
}

/**
 * Lays the pictures out for reg-cli in a fresh `reviewDir`: `baseline/<id>` and `new/<id>`, the
 * report's expected and actual folders (a picture with no baseline only in `new/`).
 * @param {ChangedScreenshot[]} items
 */
export function prepareReviewFolder(reviewDir, items) {
  rmSync(reviewDir, { recursive: true, force: true });
  for (const folder of ['baseline', 'new', 'diff']) mkdirSync(join(reviewDir, folder), { recursive: true });
  for (const item of items) {
    const copy = (from, folder) => {
      const to = join(reviewDir, folder, ...item.id.split('/'));
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
    };
    if (!item.isNew) copy(item.baseline, 'baseline');
    copy(item.picture, 'new');
  }
}
