/**
 * Link targets from data (menus, footer, settings) are checked before they
 * reach an href: only http(s), mailto, tel and same-origin paths pass.
 */
const hasControlCharacter = (value: string) =>
  Array.from(value).some((ch) => (ch.codePointAt(0) ?? 0) < 0x20);

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
