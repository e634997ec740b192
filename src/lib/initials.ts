/**
 * Avatar fallback (docs/product.md §3, §9): up to 3 first letters of the name parts,
 * on one of 19 fixed colours chosen by the first letter. Every colour keeps
 * white text above WCAG AA contrast (checked in initials.test.ts).
 */
export const AVATAR_COLORS = [
  '#b3261e',
  '#a4123f',
  '#8e24aa',
  '#6a1b9a',
  '#4527a0',
  '#283593',
  '#1565c0',
  '#0b5d8f',
  '#00695c',
  '#2e7d32',
  '#3d6b1f',
  '#6d5e00',
  '#8a4b00',
  '#b23c17',
  '#6d4c41',
  '#546e7a',
  '#37474f',
  '#ad1457',
  '#5d4037',
] as const;

export const MAX_INITIALS = 3;

/** 'Ada Lovelace' → 'AL'; 'jean-luc de la croix' → 'JDL'; '' → ''. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/[\s\-_.]+/u)
    .filter(Boolean)
    .slice(0, MAX_INITIALS)
    .map((part) => Array.from(part)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** The palette colour for a name: the first letter's code point modulo the palette size. */
export function avatarColorOf(name: string): string {
  const first = Array.from(name.trim())[0]?.toLocaleUpperCase();
  const code = first?.codePointAt(0) ?? 0;
  return AVATAR_COLORS[code % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
