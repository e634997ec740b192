import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phpToDateFnsFormat } from './php-date-format';

const date = new Date(Date.UTC(2026, 10, 2, 9, 5, 7));
const show = (php: string) => format(date, phpToDateFnsFormat(php));

describe('phpToDateFnsFormat', () => {
  it.each([
    ['m/d/Y - H:i', 'MM/dd/yyyy - HH:mm', '11/02/2026 - 09:05'],
    ['D, m/d/Y - H:i', 'EEE, MM/dd/yyyy - HH:mm', 'Mon, 11/02/2026 - 09:05'],
    ['l, F j, Y - H:i', 'EEEE, MMMM d, yyyy - HH:mm', 'Monday, November 2, 2026 - 09:05'],
    ['Y-m-d', 'yyyy-MM-dd', '2026-11-02'],
    ['H:i:s', 'HH:mm:ss', '09:05:07'],
    ['d M Y', 'dd MMM yyyy', '02 Nov 2026'],
    ['g:i a', 'h:mm aaa', '9:05 am'],
    ['jS F', 'do MMMM', '2nd November'],
  ])('%s → %s', (php, pattern, shown) => {
    expect(phpToDateFnsFormat(php)).toBe(pattern);
    expect(show(php)).toBe(shown);
  });

  it('keeps escaped and unknown letters as literal text', () => {
    expect(show('\\T\\o\\d\\a\\y: H:i')).toBe('Today: 09:05');
    expect(show('Y \\a\\t H\\h')).toBe('2026 at 09h');
    expect(show("\\'Y")).toBe("'2026");
  });

  it('turns an escaped backslash into one', () => {
    expect(show('Y\\\\m')).toBe('2026\\11');
  });

  it('always yields a pattern date-fns accepts', () => {
    const php = fc.stringMatching(/^[A-Za-z0-9 ,.:/\-\\']{0,16}$/);
    fc.assert(
      fc.property(php, (pattern) => {
        const converted = phpToDateFnsFormat(pattern);
        // date-fns refuses an empty pattern; so does the interface (nothing to show).
        fc.pre(converted !== '');
        expect(() => format(date, converted)).not.toThrow();
      }),
    );
  });
});
