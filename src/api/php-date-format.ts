/**
 * Drupal stores date formats as PHP date() patterns (`m/d/Y - H:i`); the
 * client formats with date-fns, whose Unicode patterns differ (`MM/dd/yyyy - HH:mm`).
 * docs/product.md §3: general settings' date_time_formats are converted for the client.
 */
const TOKENS: Record<string, string> = {
  d: 'dd',
  D: 'EEE',
  j: 'd',
  l: 'EEEE',
  N: 'i',
  w: 'e',
  W: 'II',
  F: 'MMMM',
  m: 'MM',
  M: 'MMM',
  n: 'M',
  o: 'RRRR',
  Y: 'yyyy',
  y: 'yy',
  a: 'aaa',
  A: 'a',
  g: 'h',
  G: 'H',
  h: 'hh',
  H: 'HH',
  i: 'mm',
  s: 'ss',
  u: 'SSSSSS',
  v: 'SSS',
  e: 'xxx',
  O: 'xx',
  P: 'xxx',
  p: 'XXX',
  T: 'O',
  c: "yyyy-MM-dd'T'HH:mm:ssxxx",
  r: 'EEE, dd MMM yyyy HH:mm:ss xx',
  U: 't',
};

/** Letters date-fns would read as tokens must be quoted; a quote is written twice, inside quotes or not. */
const quote = (literal: string) =>
  /[A-Za-z]/.test(literal) ? `'${literal.replace(/'/g, "''")}'` : literal.replace(/'/g, "''");

export function phpToDateFnsFormat(php: string): string {
  let out = '';
  let literal = '';
  const flush = () => {
    out += quote(literal);
    literal = '';
  };
  for (let index = 0; index < php.length; index += 1) {
    const char = php[index] as string;
    if (char === '\\') {
      index += 1;
      literal += php[index] ?? '\\';
      continue;
    }
    // `jS` is "1st", "2nd": date-fns has one token for a day with its ordinal.
    if (char === 'j' && php[index + 1] === 'S') {
      flush();
      out += 'do';
      index += 1;
      continue;
    }
    if (char === 'S') continue; // an ordinal suffix without a day: nothing to show
    const token = TOKENS[char];
    if (token) {
      flush();
      out += token;
    } else if (/[A-Za-z']/.test(char)) {
      literal += char;
    } else {
      flush();
      out += char;
    }
  }
  flush();
  return out;
}

export const convertDateFormats = (formats: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(formats).map(([name, php]) => [name, phpToDateFnsFormat(php)]));
