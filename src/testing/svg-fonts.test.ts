import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineFontUses, svgDocumentsIn } from './svg-fonts';

const FACE = (family: string, range?: string) =>
  `@font-face{font-family:"${family}";src:url(data:font/woff2;base64,AAAA) format("woff2")${range ? `;unicode-range:${range}` : ''}}`;

describe('machineFontUses', () => {
  it('finds text in a generic family, named in a percent-encoded data URI (the old ImageUpload logo)', () => {
    const uri =
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='240' height='60'%3E%3Crect width='240' height='60' rx='8' fill='%231f5fbf'/%3E%3Ctext x='120' y='38' font-family='sans-serif' font-size='22' fill='white' text-anchor='middle'%3EStored logo%3C/text%3E%3C/svg%3E";
    const [svg = ''] = svgDocumentsIn(`const STORED_LOGO = "${uri}";`);
    expect(machineFontUses(svg)).toEqual(['<text> names "sans-serif", a font the picture does not embed']);
  });

  it('finds text in a named family the picture does not carry (the old certificate)', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><g font-family="Georgia, serif"><text>Certificate of completion</text></g></svg>';
    expect(machineFontUses(svg)).toEqual([
      '<g> names "Georgia", a font the picture does not embed',
      '<g> names "serif", a font the picture does not embed',
    ]);
  });

  it('finds text that names no font, a font shorthand, and HTML in a foreignObject', () => {
    expect(machineFontUses('<svg xmlns="x"><text>Hi</text></svg>')).toEqual([
      'text "Hi" names no font: the machine\'s default renders it',
    ]);
    expect(machineFontUses('<svg xmlns="x"><text style="font: 12px Inter">Hi</text></svg>')).toContain(
      '<text> sets the `font` shorthand',
    );
    expect(machineFontUses('<svg xmlns="x"><foreignObject><p>Hi</p></foreignObject></svg>')).toContain(
      'a <foreignObject> renders HTML in the machine’s fonts',
    );
  });

  it('passes text in faces the picture embeds, and finds a character none of them covers', () => {
    const svg = (name: string) =>
      `<svg xmlns="x"><style>${FACE('Inter', 'U+0000-00FF')}${FACE('Noto Sans Arabic', 'U+0600-06FF')}</style>` +
      `<g font-family="Inter, 'Noto Sans Arabic'"><text>Certificate</text><text font-weight="bold">${name}</text></g></svg>`;
    expect(machineFontUses(svg('Zoë &amp; فاطمة'))).toEqual([]);
    expect(machineFontUses(svg('Ζωή Ζ.'))).toEqual([
      'text "Ζωή Ζ." has characters no embedded face covers: Ζ (U+0396), ω (U+03C9), ή (U+03AE)',
    ]);
  });

  it('does not take a face loaded from elsewhere for an embedded one', () => {
    const svg =
      '<svg xmlns="x"><style>@font-face{font-family:Inter;src:url(/fonts/inter.woff2)}</style><text font-family="Inter">Hi</text></svg>';
    expect(machineFontUses(svg)).toEqual(['<text> names "Inter", a font the picture does not embed']);
  });

  it('passes letters written as outlines', () => {
    expect(machineFontUses('<svg xmlns="x"><title>Logo</title><path d="M0 0h10v10z"/></svg>')).toEqual([]);
  });
});

/**
 * Files left out: the mock's certificates are made at run time from pieces and checked as made
 * (mocks/pictures.test.ts); this file holds leaks on purpose.
 */
const LEFT_OUT = new Set(['mocks/handlers/archive.ts', 'src/testing/svg-fonts.test.ts']);

const SOURCE = /\.(svg|tsx?|mts|mjs|js|css|html)$/;

/** Every file the repository holds, and every new one git does not ignore. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => SOURCE.test(path) && !LEFT_OUT.has(path) && existsSync(path));
}

describe('every SVG the repository holds', () => {
  it('renders its text, if any, only in fonts it embeds: .svg files and SVG documents written in source', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: Record<string, string[]> = {};
    let documents = 0;
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      for (const svg of path.endsWith('.svg') ? [text] : svgDocumentsIn(text)) {
        documents += 1;
        const problems = machineFontUses(svg);
        if (problems.length > 0) found[path] = [...(found[path] ?? []), ...problems];
      }
    }
    expect(documents).toBeGreaterThan(10);
    expect(found).toEqual({});
  });
});
