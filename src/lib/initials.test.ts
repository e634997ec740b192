import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './color';
import { AVATAR_COLORS, avatarColorOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['Jean-Luc de la Croix', 'JLD'],
    ['  grace   brewster  hopper murray ', 'GBH'],
    ['élodie ünal', 'ÉÜ'],
    ['محمد علي', 'مع'],
    ['😀 Smile', '😀S'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('avatarColorOf', () => {
  it('has 19 colours', () => {
    expect(AVATAR_COLORS).toHaveLength(19);
    expect(new Set(AVATAR_COLORS).size).toBe(19);
  });
  it('depends only on the first letter, case-insensitively', () => {
    expect(avatarColorOf('Ada')).toBe(avatarColorOf('alan'));
    expect(avatarColorOf('Ada')).not.toBe(avatarColorOf('Bob'));
    expect(avatarColorOf('')).toBe(AVATAR_COLORS[0]);
  });
  it('keeps white initials readable on every colour (WCAG AA)', () => {
    const white = parseColor('#ffffff');
    for (const colour of AVATAR_COLORS) {
      const parsed = parseColor(colour);
      expect(parsed && white && contrastRatio(parsed, white)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
