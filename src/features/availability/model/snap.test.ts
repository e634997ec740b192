import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dragSpan, SNAP_MINUTES, snapOffset } from './snap';

// The week grid renders an hour in 48 px: 0.8 px a minute.
const PX = 0.8;

describe('drag-to-slot snapping', () => {
  it('floors the pointer to the quarter hour under it', () => {
    expect(snapOffset(0, PX)).toBe(0);
    expect(snapOffset(11.9, PX)).toBe(0);
    expect(snapOffset(12, PX)).toBe(15);
    expect(snapOffset(9 * 48 + 30, PX)).toBe(9 * 60 + 30);
  });

  it('stays inside the day', () => {
    expect(snapOffset(-40, PX)).toBe(0);
    expect(snapOffset(24 * 48 + 200, PX)).toBe(24 * 60 - SNAP_MINUTES);
  });

  it('spans from the first step to the end of the last, dragging down or up', () => {
    expect(dragSpan(540, 585)).toEqual({ startMinutes: 540, endMinutes: 600 });
    expect(dragSpan(585, 540)).toEqual({ startMinutes: 540, endMinutes: 600 });
    expect(dragSpan(600, 600)).toEqual({ startMinutes: 600, endMinutes: 615 });
    expect(dragSpan(1425, 1425)).toEqual({ startMinutes: 1425, endMinutes: 1440 });
  });

  it('always yields a quarter-hour aligned slot of at least 15 minutes within the day', () => {
    fc.assert(
      fc.property(
        fc.float({ min: -100, max: 1300, noNaN: true }),
        fc.float({ min: -100, max: 1300, noNaN: true }),
        (a, b) => {
          const { startMinutes, endMinutes } = dragSpan(snapOffset(a, PX), snapOffset(b, PX));
          expect(startMinutes % SNAP_MINUTES).toBe(0);
          expect(endMinutes % SNAP_MINUTES).toBe(0);
          expect(endMinutes - startMinutes).toBeGreaterThanOrEqual(SNAP_MINUTES);
          expect(startMinutes).toBeGreaterThanOrEqual(0);
          expect(endMinutes).toBeLessThanOrEqual(24 * 60);
        },
      ),
    );
  });
});
