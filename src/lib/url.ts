/**
 * Link targets from data (menus, footer, settings) are checked before they
 * reach an href: only http(s), mailto, tel and same-origin paths pass.
 */
/**
 * Whether `value` holds a control character (U+0000–U+001F, U+007F). A loop over the UTF-16 units,
 * not an array of the characters: a logo or a background may be a data: URL of hundreds of
 * kilobytes, checked on every render of a page. Control characters are single units, never halves
 * of a surrogate pair.
 */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit < 0x20 || unit === 0x7f) return true;
  }
  return false;
}

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
