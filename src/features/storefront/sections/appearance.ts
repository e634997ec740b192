import type { CSSProperties } from 'react';
import { z } from '@/api/zod-mini';
import { parseColor, toHex } from '@/lib/color';
import { hasControlCharacter } from '@/lib/url';
import { tokenVar } from '@/ui';

export const SPACINGS = ['none', 'small', 'medium', 'large'] as const;
export const WIDTHS = ['narrow', 'normal', 'wide', 'full'] as const;
export type Spacing = (typeof SPACINGS)[number];
export type Width = (typeof WIDTHS)[number];

const colour = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value) => {
      const parsed = parseColor(value);
      return parsed ? toHex(parsed) : undefined;
    }),
  ),
);

/**
 * Images may come from the same site, over https, or inline as raster/SVG
 * data. The URL ends up inside `url("…")`, so a quote, a backslash or a
 * control character — anything that could leave the string — rejects it.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url.length === 0 || /["\\]/.test(url) || hasControlCharacter(url)) return undefined;
  const allowed =
    /^\/(?![/\\])/.test(url) ||
    /^https:\/\/[^/\\]/i.test(url) ||
    /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url);
  return allowed ? url : undefined;
}

export const appearanceSchema = z.object({
  background_color: colour,
  background_image: z.optional(z.pipe(z.unknown(), z.transform(safeImageUrl))),
  text_color: colour,
  spacing: z.catch(z.enum(SPACINGS), 'medium'),
  width: z.catch(z.enum(WIDTHS), 'normal'),
});
export type SectionAppearanceValues = z.infer<typeof appearanceSchema>;

export const parseAppearance = (value: unknown): SectionAppearanceValues =>
  appearanceSchema.parse(value && typeof value === 'object' ? value : {});

const SPACING_REM: Record<Spacing, string> = {
  none: '0',
  small: tokenVar('spacing.6'),
  medium: tokenVar('spacing.12'),
  large: tokenVar('spacing.20'),
};
const WIDTH_MAX: Record<Width, string> = {
  narrow: tokenVar('sizes.contentNarrow'),
  normal: tokenVar('sizes.contentNormal'),
  wide: tokenVar('sizes.contentWide'),
  full: 'none',
};

/**
 * Validated appearance → inline style. Only values that passed the checks
 * above reach CSS, so `red;}body{display:none}` or `url(javascript:…)` cannot.
 */
export function appearanceStyle(appearance: SectionAppearanceValues): {
  outer: CSSProperties;
  inner: CSSProperties;
} {
  const outer: CSSProperties = { paddingBlock: SPACING_REM[appearance.spacing] };
  if (appearance.background_color) outer.backgroundColor = appearance.background_color;
  if (appearance.background_image) {
    outer.backgroundImage = `url("${appearance.background_image}")`;
    outer.backgroundSize = 'cover';
    outer.backgroundPosition = 'center';
  }
  if (appearance.text_color) outer.color = appearance.text_color;
  return { outer, inner: { maxWidth: WIDTH_MAX[appearance.width] } };
}
