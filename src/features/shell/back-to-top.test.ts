import { describe, expect, it } from 'vitest';
import { type BackToTopState, initialBackToTop, nextBackToTop } from './back-to-top';

const viewportHeight = 800;
const pageHeight = 10_000;
const run = (ys: number[], start: BackToTopState = initialBackToTop, height = pageHeight) =>
  ys.reduce((state, y) => nextBackToTop(state, { y, viewportHeight, pageHeight: height }), start);

describe('nextBackToTop', () => {
  it('stays hidden within three viewport heights', () => {
    expect(run([100, 1200, 2400]).visible).toBe(false);
  });

  it('appears after scrolling down more than three viewport heights', () => {
    expect(run([1200, 2401]).visible).toBe(true);
  });

  it('stays while scrolling up from beyond that point, and hides at the top', () => {
    const up = run([2500, 2000, 900]);
    expect(up.visible).toBe(true);
    expect(run([0], up).visible).toBe(false);
  });

  it('does not show when scrolling up without having gone beyond', () => {
    expect(run([2000, 1500]).visible).toBe(false);
  });

  it('hides when the page gets shorter', () => {
    const shown = run([3000]);
    expect(shown.visible).toBe(true);
    expect(nextBackToTop(shown, { y: 3000, viewportHeight, pageHeight: 5000 }).visible).toBe(false);
  });
});
