/**
 * Colour parsing and contrast for runtime theming. Parsing is anchored and
 * strict: only hex, rgb()/rgba() and hsl()/hsla() values pass, so a value such
 * as `red;}body{display:none}` can never reach a CSS variable.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const RGB = new RegExp(
  String.raw`^rgba?\(\s*(${NUM})(%?)\s*[,\s]\s*(${NUM})(%?)\s*[,\s]\s*(${NUM})(%?)\s*(?:[,/]\s*(${NUM})(%?)\s*)?\)$`,
  'i',
);
const HSL = new RegExp(
  String.raw`^hsla?\(\s*(${NUM})(?:deg)?\s*[,\s]\s*(${NUM})%\s*[,\s]\s*(${NUM})%\s*(?:[,/]\s*(${NUM})(%?)\s*)?\)$`,
  'i',
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const channel = (value: string, percent: string) =>
  clamp(Math.round(percent ? (Number(value) * 255) / 100 : Number(value)), 0, 255);
const alpha = (value: string | undefined, percent: string | undefined) =>
  value === undefined ? 1 : clamp(percent ? Number(value) / 100 : Number(value), 0, 1);

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const toRgb = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [toRgb(hue + 1 / 3), toRgb(hue), toRgb(hue - 1 / 3)].map((v) => Math.round(v * 255)) as [
    number,
    number,
    number,
  ];
}

/** Parses a CSS colour; anything else (names, keywords, injections) gives null. */
export function parseColor(input: unknown): Rgba | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  if (value.length > 64) return null;
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? Array.from(hex, (c) => c + c).join('') : hex;
    const n = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? Math.round((n(6) / 255) * 1000) / 1000 : 1 };
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const [, r = '', rp = '', g = '', gp = '', b = '', bp = '', a, ap] = rgb;
    return { r: channel(r, rp), g: channel(g, gp), b: channel(b, bp), a: alpha(a, ap) };
  }
  const hsl = HSL.exec(value);
  if (hsl) {
    const [, h = '', s = '', l = '', a, ap] = hsl;
    const [r, g, b] = hslToRgb(Number(h), Number(s), Number(l));
    return { r, g, b, a: alpha(a, ap) };
  }
  return null;
}

const hex2 = (n: number) =>
  Math.round(clamp(n, 0, 255))
    .toString(16)
    .padStart(2, '0');

/** '#rrggbb', or '#rrggbbaa' when not opaque. */
export function toHex({ r, g, b, a }: Rgba): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}${a < 1 ? hex2(a * 255) : ''}`;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `b` into `a` by `weight` (0 = a, 1 = b). */
export function mix(a: Rgba, b: Rgba, weight: number): Rgba {
  const w = clamp(weight, 0, 1);
  const m = (x: number, y: number) => Math.round(x + (y - x) * w);
  return { r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: a.a + (b.a - a.a) * w };
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const INK: Rgba = { r: 26, g: 29, b: 33, a: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

export const darken = (colour: Rgba, amount: number) => mix(colour, BLACK, amount);
export const lighten = (colour: Rgba, amount: number) => mix(colour, WHITE, amount);

/**
 * White or ink, whichever reads better on `background`; pure black for the
 * few mid tones where neither reaches WCAG AA (black always does with white
 * as the alternative).
 */
export function readableTextOn(background: Rgba): Rgba {
  const best = contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
  return contrastRatio(background, best) >= 4.5 ? best : BLACK;
}

/** docs/product.md §9: the header's text turns dark above this luminance, light below. */
export const HEADER_LUMINANCE_THRESHOLD = 0.43;

export function headerTextOn(background: Rgba): Rgba {
  return relativeLuminance(background) > HEADER_LUMINANCE_THRESHOLD ? INK : WHITE;
}

/**
 * A hover shade: darker for light and mid colours, lighter for very dark ones,
 * so the change stays visible either way.
 */
export function hoverShade(colour: Rgba): Rgba {
  return relativeLuminance(colour) < 0.05 ? lighten(colour, 0.2) : darken(colour, 0.18);
}

/** A pale tint for subtle backgrounds (selected rows, badges). */
export const subtleTint = (colour: Rgba): Rgba => mix(colour, WHITE, 0.88);

/**
 * Darkens (or lightens) `colour` until it reaches `ratio` against `background`,
 * for brand colours used as text or as a background under white text.
 */
export function ensureContrast(colour: Rgba, background: Rgba, ratio = 4.5): Rgba {
  if (contrastRatio(colour, background) >= ratio) return colour;
  const towardsDark = relativeLuminance(background) > 0.18;
  for (let step = 0.05; step <= 1; step += 0.05) {
    const candidate = towardsDark ? darken(colour, step) : lighten(colour, step);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towardsDark ? BLACK : WHITE;
}
