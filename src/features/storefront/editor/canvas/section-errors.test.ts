import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '@/api/errors';
import { generalErrors, sectionErrorsAt } from './section-errors';

describe('section errors from a failed save', () => {
  const map = toFieldErrors({
    messages: [
      { path: 'sections[1][data][content][title]', message: 'The title is too long.' },
      { path: 'sections[1][data][appearance][textColor]', message: 'Not a colour.' },
      { path: 'sections[3][type]', message: 'Unknown section type.' },
      { path: 'language', message: 'Unknown language.' },
    ],
  });

  it('splits the messages of one section by part', () => {
    expect(sectionErrorsAt(map, 1)).toEqual({
      messages: ['The title is too long.', 'Not a colour.'],
      content: { title: 'The title is too long.' },
      settings: {},
      appearance: { textColor: 'Not a colour.' },
    });
    expect(sectionErrorsAt(map, 3)?.messages).toEqual(['Unknown section type.']);
    expect(sectionErrorsAt(map, 0)).toBeUndefined();
    expect(sectionErrorsAt(undefined, 1)).toBeUndefined();
  });

  it('keeps the messages that belong to no section', () => {
    expect(generalErrors(map)).toEqual(['Unknown language.']);
  });
});
