/**
 * Link targets from data (menus, footer, settings) are checked before they
 * reach an href: only http(s), mailto, tel and same-origin paths pass.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Whether `value` holds a control character (U+0000–U+001F, U+007F). A regular expression, which
 * the engine runs as compiled code from its first call: a logo or a background may be a data: URL
 * of hundreds of kilobytes, checked as a page first renders, when a loop of our own would still be
 * interpreted (about six times slower, measured in Node).
 */
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

export function isSameOriginPath(value: string): boolean {
  const trimmed = value.trim();
  return /^\/(?![/\\])/.test(trimmed) && !hasControlCharacter(trimmed);
}

export function isSafeHref(value: string): boolean {
  const trimmed = value.trim();
  if (isSameOriginPath(trimmed)) return true;
  if (hasControlCharacter(trimmed) || /\s/.test(trimmed)) return false;
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(trimmed);
}

/** The href if safe, otherwise undefined (the link renders without a target). */
export const safeHref = (value: string | null | undefined): string | undefined =>
  value && isSafeHref(value) ? value.trim() : undefined;

export const isExternalHref = (value: string): boolean => !isSameOriginPath(value);
