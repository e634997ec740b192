import type { BrowserCommand } from 'vitest/node';

/**
 * Moves the real mouse off the story's page, so that no element is left
 * hovered from an earlier story's clicks: :hover styles in a screenshot then
 * come only from what the story itself does, never from where the last test
 * happened to leave the pointer.
 */
export const parkPointer: BrowserCommand<[]> = async (context) => {
  // The Playwright provider's context carries the page (@vitest/browser-playwright).
  const { page } = context as unknown as {
    page: { mouse: { move: (x: number, y: number) => Promise<void> } };
  };
  await page.mouse.move(-1, -1);
};

/** The media a story is played and pictured in (`parameters.forcedColors`, `parameters.media`). */
export interface EmulatedMedia {
  /** As Windows' contrast themes force them (the CSS media feature `forced-colors`). */
  forcedColors: 'active' | 'none';
  /** `print`: as the page is printed. */
  media: 'screen' | 'print';
}

/** Emulates the media of the page (Playwright's `emulateMedia`). */
export const emulateMedia: BrowserCommand<[media: EmulatedMedia]> = async (context, media) => {
  const { page } = context as unknown as {
    page: { emulateMedia: (options: EmulatedMedia) => Promise<void> };
  };
  await page.emulateMedia(media);
};

/** A part of a failed picture where pixels differ, in CSS pixels of the viewport. */
export interface DiffRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  /** How many pixels differ in it. */
  pixels: number;
}

const TILE = 16;

/**
 * Where a failed screenshot differs from its baseline: the diff picture Vitest wrote (pixelmatch
 * paints a differing pixel red, an anti-aliased one yellow) cut into 16 px tiles, and the tiles with
 * red pixels joined into regions, largest first. A red run on CI then says which part of the story
 * changed, even where nobody can open the picture.
 */
export const diffRegions: BrowserCommand<[diffPath: string]> = async (_context, diffPath) => {
  const { readFile } = await import('node:fs/promises');
  const { PNG } = await import('pngjs');
  const png = PNG.sync.read(await readFile(diffPath));
  const columns = Math.ceil(png.width / TILE);
  const rows = Math.ceil(png.height / TILE);
  const counts = new Uint32Array(columns * rows);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const at = (y * png.width + x) * 4;
      const [r, g, b] = [png.data[at], png.data[at + 1], png.data[at + 2]];
      const tile = Math.floor(y / TILE) * columns + Math.floor(x / TILE);
      if (r === 255 && g === 0 && b === 0) counts[tile] = (counts[tile] ?? 0) + 1;
    }
  }
  const seen = new Uint8Array(counts.length);
  const regions: DiffRegion[] = [];
  for (let start = 0; start < counts.length; start++) {
    if (counts[start] === 0 || seen[start]) continue;
    // Tiles that touch, corners included, are one region.
    let [left, top, right, bottom, pixels] = [columns, rows, 0, 0, 0];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const tile = stack.pop() as number;
      const [column, row] = [tile % columns, Math.floor(tile / columns)];
      [left, top, right, bottom] = [
        Math.min(left, column),
        Math.min(top, row),
        Math.max(right, column),
        Math.max(bottom, row),
      ];
      pixels += counts[tile] ?? 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [c, r] = [column + dx, row + dy];
          const next = r * columns + c;
          if (c < 0 || r < 0 || c >= columns || r >= rows || seen[next] || counts[next] === 0) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    regions.push({
      x: left * TILE,
      y: top * TILE,
      width: Math.min(png.width, (right + 1) * TILE) - left * TILE,
      height: Math.min(png.height, (bottom + 1) * TILE) - top * TILE,
      pixels,
    });
  }
  return regions.sort((a, b) => b.pixels - a.pixels);
};
