export interface ChangedScreenshot {
  /** Story file and picture, e.g. `src/ui/Button.stories.tsx/Variants-1-chromium-linux.png`. */
  id: string;
  baseline: string;
  picture: string;
  leftovers: string[];
  isNew: boolean;
}
export const ATTACHMENTS_DIR: string;
export const SCREENSHOT_DIR: string;
export const REVIEW_DIR: string;
export function gatherChangedScreenshots(
  root: string,
  options?: { attachmentsDir?: string; screenshotDirectory?: string },
): ChangedScreenshot[];
export function selectScreenshots(
  items: ChangedScreenshot[],
  patterns: string[],
): { selected: ChangedScreenshot[]; unmatched: string[] };
export function acceptScreenshots(root: string, items: ChangedScreenshot[]): string[];
export function prepareReviewFolder(reviewDir: string, items: ChangedScreenshot[]): void;
