import { parseColor, type Rgba, toHex } from '@/lib/color';
import { hasControlCharacter } from '@/lib/url';

/**
 * Appearance values are validated before they reach CSS (docs/architecture.md,
 * security rules). Every function returns a value that is safe to put in a
 * CSS variable or a FontFace descriptor, or null: a value such as
 * `red;}body{display:none}` or a `javascript:` URL is rejected, never injected.
 */

export const safeColor = (value: unknown): Rgba | null => parseColor(value);
export const safeColorHex = (value: unknown): string | null => {
  const parsed = parseColor(value);
  return parsed ? toHex(parsed) : null;
};

/** A roundness in px: a finite number from 0 to 64. */
export function safeRadius(value: unknown): string | null {
  const number = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > 64) return null;
  return `${Math.round(number * 100) / 100}px`;
}

const RESOURCE_DATA_URL =
  /^data:(image\/(png|jpeg|gif|webp|avif|svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(woff2?|ttf|otf)|application\/(font-woff2?|x-font-ttf|octet-stream))(;charset=[\w-]+)?(;base64)?,[A-Za-z0-9+/=%._~!$&*,;:@?#'()-]*$/i;

/**
 * A URL for url() or a FontFace source: https/http, a same-origin path, or
 * an image/font data URL. Double quotes, backslashes, whitespace and control
 * characters are refused so the value cannot leave url("…").
 */
export function safeResourceUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url || url.length > 2_000_000) return null;
  // Used inside url("…"): a double quote, backslash or line break could end it.
  if (/["\\\s<>`]/.test(url)) return null;
  if (hasControlCharacter(url)) return null;
  if (url.startsWith('data:')) return RESOURCE_DATA_URL.test(url) ? url : null;
  if (/^\/(?![/\\])/.test(url)) return url;
  if (/^https?:\/\/[a-z0-9.-]+(:\d+)?(\/|$)/i.test(url)) return url;
  return null;
}

/** A font family name: letters (any script), digits, spaces, hyphens, underscores, dots. */
export function safeFontFamily(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const family = value.trim();
  return family.length > 0 && family.length <= 100 && /^[\p{L}\p{N} _.-]+$/u.test(family) ? family : null;
}

export function safeFontStyle(value: unknown): 'normal' | 'italic' | 'oblique' | null {
  return value === 'normal' || value === 'italic' || value === 'oblique' ? value : null;
}

/** 1–1000, or a variable-font range "100 900". */
export function safeFontWeight(value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,4}( \d{1,4})?$/.test(text)) return null;
  return text.split(' ').every((part) => Number(part) >= 1 && Number(part) <= 1000) ? text : null;
}

const FORMATS: Record<string, string> = {
  woff2: 'woff2',
  woff: 'woff',
  truetype: 'truetype',
  ttf: 'truetype',
  opentype: 'opentype',
  otf: 'opentype',
};

export const safeFontFormat = (value: unknown): string | null =>
  typeof value === 'string' ? (FORMATS[value.trim().toLowerCase()] ?? null) : null;
