import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themePreset } from '@/ui/theme/preset';

/** Rules of the code base that no type checker sees, checked over every source file. */
const root = join(import.meta.dirname, '..');
const sources = (readdirSync(root, { recursive: true }) as string[])
  .filter((path) => /\.tsx?$/.test(path) && !path.includes('__screenshots__'))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

describe('layering', () => {
  const layers = Object.keys(themePreset.theme?.extend?.tokens?.zIndex ?? {});

  it('has the scale the components stack by', () => {
    expect(layers).toEqual(
      expect.arrayContaining(['base', 'sticky', 'banner', 'drawer', 'modal', 'popover', 'toast']),
    );
  });

  it('is the only source of z-index values', () => {
    const literals = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/zIndex: *('[^']*'|-?\d+)/g)]
        .map((match) => match[1] ?? '')
        .filter((value) => !layers.includes(value.replace(/^'|'$/g, '')))
        // Ark positions each toast inside the toast layer with its own variable.
        .filter((value) => value !== "'var(--z-index)'")
        .map((value) => `${path}: zIndex ${value}`),
    );
    expect(literals).toEqual([]);
  });
});

describe('page stories', () => {
  it('show every page in a right-to-left language too', () => {
    const withoutRtl = sources
      .filter(({ path, text }) => path.endsWith('.stories.tsx') && text.includes('pageParameters('))
      .filter(({ text }) => !/locale: 'ar'|direction: 'rtl'/.test(text))
      .map(({ path }) => path);
    expect(withoutRtl).toEqual([]);
  });
});

describe('redirects', () => {
  it('go through Redirect, which the server turns into a 302 where <Navigate> would do nothing', () => {
    const navigating = sources
      .filter(
        ({ path, text }) =>
          /\.tsx$/.test(path) &&
          !path.endsWith('.stories.tsx') &&
          !path.endsWith('redirect.tsx') &&
          /<Navigate\b/.test(text),
      )
      .map(({ path }) => path);
    expect(navigating).toEqual([]);
  });
});

describe('zod', () => {
  it('is imported through src/api/zod.ts or zod-mini.ts, which tell it never to compile a parser (CSP)', () => {
    const direct = sources
      .filter(({ path }) => !/^api\/zod(-mini)?(\.test)?\.ts$/.test(path))
      .filter(({ text }) => /from 'zod(\/[^']*)?'/.test(text))
      .map(({ path }) => path);
    expect(direct).toEqual([]);
  });
});

describe('queries', () => {
  it('are asked for through src/api/use-query.ts, which lets a page drawn on the server wait for them', () => {
    const direct = sources
      .filter(({ path }) => path !== 'api/use-query.ts')
      .filter(({ text }) => /import \{[^}]*\buseQuery\b[^}]*\} from '@tanstack\/react-query'/.test(text))
      .map(({ path }) => path);
    expect(direct).toEqual([]);
  });
});

describe('code loaded after the start', () => {
  it('goes through unlessLeaving, so that a reader leaving before it arrives leaves no failure behind', () => {
    const unguarded = sources
      .filter(({ path }) => !/\.(test|stories)\.tsx?$/.test(path) && !path.startsWith('testing/'))
      .flatMap(({ path, text }) =>
        [...text.matchAll(/\bimport\(/g)]
          .map((match) => ({
            before: text.slice(Math.max(0, match.index - 80), match.index),
            at: match.index,
          }))
          // Comments, and types written as `typeof import(...)`, load nothing.
          .filter(({ before }) => {
            const line = before.slice(before.lastIndexOf('\n') + 1);
            return !/^\s*(\*|\/\*)|\/\//.test(line) && !/(typeof |: )$/.test(line);
          })
          // Helpers that go through unlessLeaving themselves: a route's page (src/app/routes.tsx loads
          // it) and the schemas of src/api/client.ts's lazySchemas.
          .filter(({ before }) => !/(unlessLeaving\(|lazySchemas\(|Component: \(await )[^;]*$/.test(before))
          .map(({ at }) => `${path}:${text.slice(0, at).split('\n').length}`),
      );
    expect(unguarded).toEqual([]);
  });
});
