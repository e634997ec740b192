import { expect, it } from 'vitest';
import { portableText } from './portable-text';

it('writes the space around a range’s dash one way, and leaves no-break spaces as they are', () => {
  expect(portableText('November 23\u2009–\u200929, 2026')).toBe('November 23 – 29, 2026');
  expect(portableText('2\u202f058 points')).toBe('2\u202f058 points');
  expect(portableText('plain text')).toBe('plain text');
});
