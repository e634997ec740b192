import {
  ensureContrast,
  headerTextOn,
  hoverShade,
  type Rgba,
  readableTextOn,
  subtleTint,
  toHex,
  WHITE,
} from '@/lib/color';
import { DEFAULT_ICON_SETTINGS, type IconSettings } from '@/ui/icon-settings';
import {
  safeColor,
  safeFontFamily,
  safeFontFormat,
  safeFontStyle,
  safeFontWeight,
  safeRadius,
  safeResourceUrl,
} from './validate';

/** The appearance as the theming needs it (GET appearance with camelCased keys, docs/product.md §3). */
export interface ThemeInput {
  logo?: string | null;
  colors?: Record<string, string>;
  fonts?: {
    body?: FontInput;
    headings?: FontInput;
    links?: FontInput;
    icons?: Partial<IconSettings>;
  };
  roundness?: Record<string, number>;
  favicon?: string | null;
  site_background?: string | null;
}

export interface FontInput {
  name?: string;
  family: string;
  files: { style: string; weight: number | string; url: string; format: string }[];
}

export interface FontFaceSpec {
  family: string;
  source: string;
  descriptors: { style: string; weight: string };
}

const KEYWORD_WEIGHTS: Record<string, string> = { normal: '400', bold: '700' };

/** A font face as a stylesheet or `document.fonts` describes it. */
export interface FaceDescription {
  family: string;
  /** One weight (`400`, `bold`) or, for a variable font, a range (`100 900`). */
  weight: string;
  style: string;
}

const familyOf = (face: FaceDescription) => face.family.replace(/["']/g, '').trim().toLowerCase();
const weightsOf = (face: FaceDescription): [number, number] => {
  const [from = '', to = from] = face.weight.trim().split(/\s+/);
  const numeric = (weight: string) => Number(KEYWORD_WEIGHTS[weight] ?? weight);
  return [numeric(from), numeric(to)];
};

/**
 * Whether a face already declared (`shipped`, as document.fonts reports it: quotes and keyword
 * weights kept) renders the letters of another (`wanted`): same family in any case, same style, and
 * the wanted weight within the shipped one's range (the bundled Inter is one variable face of
 * every weight).
 */
export function faceCovers(shipped: FaceDescription, wanted: FaceDescription): boolean {
  if (familyOf(shipped) !== familyOf(wanted) || shipped.style !== wanted.style) return false;
  const [from, to] = weightsOf(shipped);
  const [weight, upTo] = weightsOf(wanted);
  return from <= weight && upTo <= to;
}

export interface Theme {
  /** CSS custom properties for the Panda semantic tokens. */
  variables: Record<string, string>;
  fontFaces: FontFaceSpec[];
  icons: IconSettings;
  logo: string | null;
  favicon: string | null;
  siteBackground: string | null;
  /** Which inputs were refused, for logging (e.g. 'colors.primary'). */
  rejected: string[];
}

const FALLBACK_FONTS = "'Inter', 'Inter Fallback', 'Noto Sans Arabic', 'Noto Sans Hebrew', sans-serif";

/** Roundness keys → the three semantic radii (inputs, buttons, cards and dialogs). */
const RADII: Record<string, string[]> = {
  '--radii-l1': ['inputField', 'input', 'small'],
  '--radii-l2': ['button', 'medium'],
  '--radii-l3': ['card', 'dialog', 'large'],
};

/**
 * Themes already built, by the appearance response they came from: the server renders a page's theme
 * into `<html>` and its ThemeProvider from the same response (src/entry-server.tsx), built once.
 */
const built = new WeakMap<ThemeInput, Theme>();

/** The theme of an appearance response (the default theme for none). Read it, never change it: it is shared. */
export function buildTheme(input: ThemeInput | null | undefined): Theme {
  if (!input) return themeOf(input);
  let theme = built.get(input);
  if (!theme) {
    theme = themeOf(input);
    built.set(input, theme);
  }
  return theme;
}

function themeOf(input: ThemeInput | null | undefined): Theme {
  const variables: Record<string, string> = {};
  const rejected: string[] = [];
  const colors = input?.colors ?? {};

  const colour = (key: string): Rgba | null => {
    if (colors[key] === undefined) return null;
    const parsed = safeColor(colors[key]);
    if (!parsed) rejected.push(`colors.${key}`);
    return parsed ? { ...parsed, a: 1 } : null;
  };

  const primary = colour('primary');
  if (primary) {
    // Primary fills buttons and colours links on white, so it keeps AA contrast with white.
    const base = ensureContrast(primary, WHITE, 4.5);
    variables['--colors-primary'] = toHex(base);
    variables['--colors-primary-hover'] = toHex(hoverShade(base));
    variables['--colors-primary-subtle'] = toHex(subtleTint(base));
    variables['--colors-primary-fg'] = toHex(readableTextOn(base));
    variables['--colors-focus-ring'] = toHex(base);
    variables['--colors-info'] = toHex(base);
    variables['--colors-info-subtle'] = toHex(subtleTint(base));
  }
  const secondary = colour('secondary');
  if (secondary) {
    variables['--colors-secondary'] = toHex(secondary);
    variables['--colors-secondary-fg'] = toHex(readableTextOn(secondary));
  }
  const header = colour('header');
  if (header) {
    variables['--colors-header-bg'] = toHex(header);
    variables['--colors-header-fg'] = toHex(headerTextOn(header));
  }
  const sidebar = colour('sidebarMenu');
  if (sidebar) {
    variables['--colors-sidebar-bg'] = toHex(sidebar);
    variables['--colors-sidebar-fg'] = toHex(readableTextOn(sidebar));
  }
  const text = colour('text');
  if (text) variables['--colors-fg'] = toHex(text);
  const background = colour('background');
  if (background) variables['--colors-canvas'] = toHex(background);

  for (const [variable, keys] of Object.entries(RADII)) {
    const key = keys.find((candidate) => input?.roundness?.[candidate] !== undefined);
    if (!key) continue;
    const radius = safeRadius(input?.roundness?.[key]);
    if (radius) variables[variable] = radius;
    else rejected.push(`roundness.${key}`);
  }

  const fontFaces: FontFaceSpec[] = [];
  const fontFamily = (font: FontInput | undefined, path: string): string | null => {
    if (!font) return null;
    const family = safeFontFamily(font.family);
    if (!family) {
      rejected.push(`${path}.family`);
      return null;
    }
    font.files.forEach((file, index) => {
      const url = safeResourceUrl(file.url);
      const format = safeFontFormat(file.format);
      const style = safeFontStyle(file.style);
      const weight = safeFontWeight(file.weight);
      if (!url || !format || !style || !weight) {
        rejected.push(`${path}.files.${index}`);
        return;
      }
      fontFaces.push({ family, source: `url("${url}") format("${format}")`, descriptors: { style, weight } });
    });
    return `'${family}', ${FALLBACK_FONTS}`;
  };
  const body = fontFamily(input?.fonts?.body, 'fonts.body');
  if (body) variables['--fonts-body'] = body;
  const headings = fontFamily(input?.fonts?.headings, 'fonts.headings');
  if (headings) variables['--fonts-heading'] = headings;

  const resource = (value: string | null | undefined, path: string) => {
    if (!value) return null;
    const url = safeResourceUrl(value);
    if (!url) rejected.push(path);
    return url;
  };

  const icons = input?.fonts?.icons;
  return {
    variables,
    fontFaces,
    icons: {
      filled: typeof icons?.filled === 'boolean' ? icons.filled : DEFAULT_ICON_SETTINGS.filled,
      grade: Number.isFinite(icons?.grade) ? Number(icons?.grade) : DEFAULT_ICON_SETTINGS.grade,
      weight: Number.isFinite(icons?.weight) ? Number(icons?.weight) : DEFAULT_ICON_SETTINGS.weight,
    },
    logo: resource(input?.logo, 'logo'),
    favicon: resource(input?.favicon, 'favicon'),
    siteBackground: resource(input?.site_background, 'site_background'),
    rejected,
  };
}
