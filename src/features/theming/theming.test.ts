import { makeAppearance } from '@fixtures/site';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAppearance } from '@/api/appearance';
import {
  contrastRatio,
  ensureContrast,
  HEADER_LUMINANCE_THRESHOLD,
  headerTextOn,
  hoverShade,
  mix,
  parseColor,
  readableTextOn,
  relativeLuminance,
  subtleTint,
  toHex,
  WHITE,
} from '@/lib/color';
import { buildTheme, faceCovers } from './build-theme';
import {
  safeColorHex,
  safeFontFamily,
  safeFontFormat,
  safeFontWeight,
  safeRadius,
  safeResourceUrl,
} from './validate';

const hex = (value: string) => {
  const parsed = parseColor(value);
  if (!parsed) throw new Error(`not a colour: ${value}`);
  return parsed;
};

describe('parseColor', () => {
  it.each([
    ['#fff', '#ffffff'],
    ['#FFF', '#ffffff'],
    ['#1f5fbf', '#1f5fbf'],
    ['#1f5fbf80', '#1f5fbf80'],
    ['#abcd', '#aabbccdd'],
    ['rgb(31, 95, 191)', '#1f5fbf'],
    ['rgba(31,95,191,0.5)', '#1f5fbf80'],
    ['rgb(31 95 191 / 50%)', '#1f5fbf80'],
    ['rgb(100%, 0%, 0%)', '#ff0000'],
    ['hsl(0, 100%, 50%)', '#ff0000'],
    ['hsl(120deg 100% 25%)', '#008000'],
    ['  #000000  ', '#000000'],
  ])('%s → %s', (input, expected) => {
    expect(toHex(hex(input))).toBe(expected);
  });

  it.each([
    'red;}body{display:none}',
    '#fff;}body{display:none}',
    '#ff',
    '#gggggg',
    'red',
    'url(javascript:alert(1))',
    'expression(alert(1))',
    'var(--colors-primary)',
    'rgb(1,2,3);background:url(x)',
    'rgb(1,2)',
    '',
    null,
    42,
    {},
  ])('rejects %j', (input) => {
    expect(parseColor(input)).toBeNull();
    expect(safeColorHex(input)).toBeNull();
  });

  it('never accepts a value containing CSS syntax characters (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(';', '{', '}', '"', "'", ':', '\\', '<'), (prefix, evil) => {
        expect(parseColor(`${prefix}${evil}`)).toBeNull();
      }),
    );
  });
});

describe('contrast and derived shades', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance(hex('#000'))).toBe(0);
    expect(relativeLuminance(hex('#fff'))).toBe(1);
    expect(contrastRatio(hex('#000'), hex('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#777'), hex('#fff'))).toBeCloseTo(4.48, 2);
  });

  it('picks readable text on any background', () => {
    expect(toHex(readableTextOn(hex('#1f5fbf')))).toBe('#ffffff');
    expect(toHex(readableTextOn(hex('#ffd400')))).toBe('#1a1d21');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const bg = hex(`#${n.toString(16).padStart(6, '0')}`);
        expect(contrastRatio(bg, readableTextOn(bg))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('switches the header text at luminance 0.43 (docs/product.md §9)', () => {
    expect(HEADER_LUMINANCE_THRESHOLD).toBe(0.43);
    expect(toHex(headerTextOn(hex('#ffffff')))).toBe('#1a1d21');
    expect(toHex(headerTextOn(hex('#10243f')))).toBe('#ffffff');
    // #b4b4b4 has luminance ≈ 0.456 (dark text); #aaaaaa ≈ 0.402 (light text).
    expect(relativeLuminance(hex('#b4b4b4'))).toBeGreaterThan(0.43);
    expect(toHex(headerTextOn(hex('#b4b4b4')))).toBe('#1a1d21');
    expect(relativeLuminance(hex('#aaaaaa'))).toBeLessThan(0.43);
    expect(toHex(headerTextOn(hex('#aaaaaa')))).toBe('#ffffff');
  });

  it('derives visible hover shades and pale tints', () => {
    expect(relativeLuminance(hoverShade(hex('#1f5fbf')))).toBeLessThan(relativeLuminance(hex('#1f5fbf')));
    expect(relativeLuminance(hoverShade(hex('#050505')))).toBeGreaterThan(relativeLuminance(hex('#050505')));
    expect(relativeLuminance(subtleTint(hex('#1f5fbf')))).toBeGreaterThan(0.8);
    expect(toHex(mix(hex('#000'), hex('#fff'), 0.5))).toBe('#808080');
  });

  it('darkens a light brand colour until white text reads on it', () => {
    const yellow = hex('#ffd400');
    expect(contrastRatio(ensureContrast(yellow, WHITE), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast(hex('#1f5fbf'), WHITE)).toEqual(hex('#1f5fbf'));
  });
});

describe('value validation', () => {
  it.each([
    ['https://cdn.example.com/fonts/brand.woff2', true],
    ['/fonts/inter-latin-400-normal.woff2', true],
    ['data:font/woff2;base64,d09GMgABAAAAA', true],
    ["data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D'x'%3E(1)%3C%2Fsvg%3E", true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//evil.example/font.woff2', false],
    ['/fonts/a.woff2") format("woff2"); } body { display: none', false],
    ['https://x.example/a.woff2"', false],
    ['https://x.example/a\\"b', false],
    ['https://x.example/a\nb', false],
    ['url(https://x.example/a.woff2)', false],
    ['ftp://x.example/a.woff2', false],
  ])('resource URL %j allowed: %s', (url, allowed) => {
    expect(safeResourceUrl(url) !== null).toBe(allowed);
  });

  it('accepts sane radii and refuses the rest', () => {
    expect(safeRadius(8)).toBe('8px');
    expect(safeRadius('12')).toBe('12px');
    expect(safeRadius(0)).toBe('0px');
    for (const bad of [-1, 65, Number.NaN, Number.POSITIVE_INFINITY, '8px;color:red', '1e3', null]) {
      expect(safeRadius(bad)).toBeNull();
    }
  });

  it('validates font descriptors', () => {
    expect(safeFontFamily('Brand Sans')).toBe('Brand Sans');
    expect(safeFontFamily('Noto Sans Arabic')).toBe('Noto Sans Arabic');
    expect(safeFontFamily("Evil'; } body { display:none")).toBeNull();
    expect(safeFontWeight(400)).toBe('400');
    expect(safeFontWeight('100 900')).toBe('100 900');
    expect(safeFontWeight('bold; x')).toBeNull();
    expect(safeFontFormat('ttf')).toBe('truetype');
    expect(safeFontFormat('exe')).toBeNull();
  });
});

describe('buildTheme', () => {
  it('turns the default appearance into CSS variables, fonts and icons', () => {
    const theme = buildTheme(toAppearance(makeAppearance()));
    expect(theme.rejected).toEqual([]);
    expect(theme.variables).toMatchObject({
      '--colors-primary': '#1f5fbf',
      '--colors-primary-fg': '#ffffff',
      '--colors-header-bg': '#ffffff',
      '--colors-header-fg': '#1a1d21',
      '--colors-sidebar-bg': '#10243f',
      '--colors-sidebar-fg': '#ffffff',
      '--radii-l1': '6px',
      '--radii-l2': '8px',
      '--radii-l3': '12px',
    });
    expect(theme.variables['--fonts-body']).toMatch(/^'Inter', /);
    expect(theme.fontFaces.length).toBeGreaterThan(0);
    expect(theme.fontFaces[0]?.source).toMatch(
      /^url\("\/fonts\/inter-latin-\d+-normal\.woff2"\) format\("woff2"\)$/,
    );
    expect(theme.icons).toEqual({ filled: false, grade: 0, weight: 400 });
    expect(theme.favicon).toMatch(/^data:image\/svg\+xml/);
    expect(theme.siteBackground).toMatch(/^data:image\/svg\+xml/);
  });

  it('rejects injection attempts without touching CSS', () => {
    const theme = buildTheme({
      colors: { primary: 'red;}body{display:none}', header: '#000000', sidebarMenu: 'url(x)' },
      roundness: { button: '4px;}' as unknown as number, card: 9999 },
      fonts: {
        body: {
          family: 'Brand',
          files: [
            { style: 'normal', weight: 400, url: 'javascript:alert(1)', format: 'woff2' },
            { style: 'normal', weight: 700, url: '/fonts/brand-700.woff2', format: 'woff2' },
            { style: 'evil;', weight: 400, url: '/fonts/brand.woff2', format: 'woff2' },
          ],
        },
        headings: { family: "x'; } *{display:none", files: [] },
      },
      logo: 'javascript:alert(1)',
      favicon: 'https://cdn.example.com/favicon.ico',
      site_background: 'x") ; background:url("https://evil.example',
    });
    expect(theme.rejected.sort()).toEqual(
      [
        'colors.primary',
        'colors.sidebarMenu',
        'fonts.body.files.0',
        'fonts.body.files.2',
        'fonts.headings.family',
        'logo',
        'roundness.button',
        'roundness.card',
        'site_background',
      ].sort(),
    );
    expect(theme.variables).toEqual({
      '--colors-header-bg': '#000000',
      '--colors-header-fg': '#ffffff',
      '--fonts-body':
        "'Brand', 'Inter', 'Inter Fallback', 'Noto Sans Arabic', 'Noto Sans Hebrew', sans-serif",
    });
    expect(theme.fontFaces).toEqual([
      {
        family: 'Brand',
        source: 'url("/fonts/brand-700.woff2") format("woff2")',
        descriptors: { style: 'normal', weight: '700' },
      },
    ]);
    expect(theme.logo).toBeNull();
    expect(theme.favicon).toBe('https://cdn.example.com/favicon.ico');
    for (const value of Object.values(theme.variables)) expect(value).not.toMatch(/[;{}]/);
  });

  it('keeps the defaults when there is no appearance', () => {
    expect(buildTheme(null)).toMatchObject({ variables: {}, fontFaces: [], logo: null, rejected: [] });
  });

  it('is built once per appearance response, and anew for another one', () => {
    const appearance = toAppearance(makeAppearance());
    expect(buildTheme(appearance)).toBe(buildTheme(appearance));
    const other = toAppearance(makeAppearance());
    expect(buildTheme(other)).not.toBe(buildTheme(appearance));
    expect(buildTheme(other)).toEqual(buildTheme(appearance));
  });
});

describe('faceCovers', () => {
  const inter = { family: 'Inter', weight: '400', style: 'normal' };

  it('takes a stylesheet face and an appearance face of the same font alike', () => {
    // document.fonts reports a stylesheet's face with its quotes and keyword weights kept.
    expect(faceCovers({ family: '"Inter"', weight: 'normal', style: 'normal' }, inter)).toBe(true);
    expect(
      faceCovers({ family: "'inter'", weight: 'bold', style: 'normal' }, { ...inter, weight: '700' }),
    ).toBe(true);
  });

  it('takes a variable face for every weight of its range', () => {
    const variable = { family: '"Inter"', weight: '100 900', style: 'normal' };
    for (const weight of ['100', '400', 'bold', '900'])
      expect(faceCovers(variable, { ...inter, weight })).toBe(true);
    expect(faceCovers({ ...variable, weight: '300 500' }, { ...inter, weight: '600' })).toBe(false);
  });

  it('tells apart another weight, style or family', () => {
    expect(faceCovers(inter, { ...inter, weight: '600' })).toBe(false);
    expect(faceCovers(inter, { ...inter, style: 'italic' })).toBe(false);
    expect(faceCovers(inter, { ...inter, family: 'Brand' })).toBe(false);
  });
});
