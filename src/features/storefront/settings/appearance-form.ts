import { APPEARANCE_FONTS, APPEARANCE_ROUNDNESS, type StorefrontAppearance } from '@/api/storefront';
import { storefrontAppearanceSchema } from '@/api/storefront.schemas';
import { z } from '@/api/zod';
import type { ThemeInput } from '@/features/theming';
import { contrastRatio, headerTextOn, parseColor } from '@/lib/color';

const COLOUR_MESSAGE = 'Enter a colour such as #1f5fbf.';
const colour = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, COLOUR_MESSAGE);

/**
 * The appearance form: the contract's schema with every brand field present (the page fills the
 * missing ones with the defaults below) and the messages a person reads.
 */
export const appearanceFormSchema = z.object({
  // The contract's schema is a zod/mini object (no `.extend`): its fields, extended.
  ...storefrontAppearanceSchema.shape,
  background_color: colour,
  text_color: colour,
  accent_color: colour,
  secondary_color: colour,
  header_color: colour,
  font: z.enum(APPEARANCE_FONTS),
  roundness: z.enum(APPEARANCE_ROUNDNESS),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  site_background: z.string().nullable(),
});
export type AppearanceFormValues = z.infer<typeof appearanceFormSchema>;

export const APPEARANCE_FIELDS = [
  'accent_color',
  'secondary_color',
  'header_color',
  'text_color',
  'background_color',
  'font',
  'roundness',
  'section_spacing',
  'content_width',
  'card_style',
  'logo',
  'favicon',
  'site_background',
] as const;

/** What a storefront saved before the brand fields existed starts from: the site's own defaults. */
const BRAND_DEFAULTS = {
  secondary_color: '#0f766e',
  header_color: '#ffffff',
  font: 'Inter',
  roundness: 'soft',
  logo: null,
  favicon: null,
  site_background: null,
} as const satisfies Partial<AppearanceFormValues>;

export const toFormValues = (saved: StorefrontAppearance): AppearanceFormValues => ({
  ...saved,
  secondary_color: saved.secondary_color ?? BRAND_DEFAULTS.secondary_color,
  header_color: saved.header_color ?? BRAND_DEFAULTS.header_color,
  font: saved.font ?? BRAND_DEFAULTS.font,
  roundness: saved.roundness ?? BRAND_DEFAULTS.roundness,
  logo: saved.logo ?? null,
  favicon: saved.favicon ?? null,
  site_background: saved.site_background ?? null,
});

/** Roundness choice → the appearance's roundness keys in px (inputs l1, buttons l2, cards l3). */
export const ROUNDNESS_RADII: Record<AppearanceFormValues['roundness'], Record<string, number>> = {
  square: { inputField: 0, button: 0, card: 0 },
  soft: { inputField: 6, button: 8, card: 12 },
  round: { inputField: 12, button: 24, card: 24 },
};

/**
 * The draft as the theming reads an appearance (docs/design-system.md): the accent is the primary
 * colour, the text and background colours are `fg` and `canvas`. A colour being typed that is not
 * yet valid is left out (the page's preview keeps the last one it had).
 */
export function toThemeInput(values: Partial<AppearanceFormValues>): ThemeInput {
  const colors: Record<string, string> = {};
  const add = (key: string, value: string | undefined) => {
    if (value && parseColor(value)) colors[key] = value;
  };
  add('primary', values.accent_color);
  add('secondary', values.secondary_color);
  add('header', values.header_color);
  add('text', values.text_color);
  add('background', values.background_color);
  const font = values.font
    ? {
        name: values.font,
        family: values.font,
        files: [] as { style: string; weight: number; url: string; format: string }[],
      }
    : undefined;
  return {
    colors,
    roundness: ROUNDNESS_RADII[values.roundness ?? 'soft'],
    fonts: font ? { body: font, headings: font } : undefined,
    logo: values.logo ?? null,
    favicon: values.favicon ?? null,
    site_background: values.site_background ?? null,
  };
}

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

export interface ContrastProblem {
  /** Catalogue key naming the pair. */
  pair: string;
  /** The form field the person would change. */
  field: 'header_color' | 'accent_color' | 'text_color';
  ratio: number;
}

/**
 * The colour pairs people read that fail AA: the header's text (dark above relative luminance
 * 0.43, light below: `headerTextOn`, the rule the theming applies) on the header colour, white
 * button text on the accent, and the text colour on the background.
 */
export function contrastProblems(values: Partial<AppearanceFormValues>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const check = (
    pair: string,
    field: ContrastProblem['field'],
    a: string | undefined,
    b: string | undefined,
    text?: 'header',
  ) => {
    const first = parseColor(a);
    const second = parseColor(b);
    if (!first) return;
    const foreground = text === 'header' ? headerTextOn(first) : second;
    if (!foreground) return;
    const ratio = contrastRatio(first, foreground);
    if (ratio < AA_TEXT) problems.push({ pair, field, ratio: Math.floor(ratio * 10) / 10 });
  };
  check('Header text on the header colour', 'header_color', values.header_color, undefined, 'header');
  check('Button text on the accent colour', 'accent_color', values.accent_color, '#ffffff');
  check('Text on the background colour', 'text_color', values.text_color, values.background_color);
  return problems;
}
