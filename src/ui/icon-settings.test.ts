import { describe, expect, it } from 'vitest';
import { strokeWidthFor } from './icon-settings';

describe('strokeWidthFor', () => {
  it.each([
    [100, 0, 1],
    [400, 0, 2],
    [700, 0, 3],
    [700, 200, 3.25],
    [400, -25, 1.97],
    [50, 0, 1],
    [900, 500, 3.25],
  ])('weight %i grade %i → %f', (weight, grade, expected) => {
    expect(strokeWidthFor({ weight, grade, filled: false })).toBe(expected);
  });
});
