import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { css as runtimeCss, cva as runtimeCva } from 'styled-system/css';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStaticCss, loadProjectCss } from './vite-static-css';

const { css, cva } = await loadProjectCss();
const header = "import { css, cx } from 'styled-system/css';\n";

describe('inlineStaticCss', () => {
  it('replaces a call of literal styles by the class string css() gives', () => {
    const styles = {
      display: 'grid',
      gap: '3',
      paddingInline: { base: '4', md: '6' },
      _hover: { bg: 'muted' },
      '& a': { color: 'primary', textDecoration: 'underline' },
      marginBlockStart: -1,
      lineClamp: 3,
      flexGrow: 1,
    };
    const result = inlineStaticCss(`${header}export const card = css(${JSON.stringify(styles)});`, css);
    expect(result?.replaced).toBe(1);
    // css() is no longer called: its import goes, so its runtime leaves the chunk; cx stays.
    expect(result?.code).toBe(
      `import { cx } from 'styled-system/css';\nexport const card = ${JSON.stringify(runtimeCss(styles))};`,
    );
  });

  it('merges several literal arguments as css() does', () => {
    const code = `${header}const a = css({ color: 'fg' }, { color: 'primary', fontWeight: 'bold' }, false);`;
    expect(inlineStaticCss(code, css)?.code).toContain(
      JSON.stringify(runtimeCss({ color: 'fg' }, { color: 'primary', fontWeight: 'bold' }, false)),
    );
  });

  it('leaves calls with anything but literals, and other functions, as they are', () => {
    const dynamic = [
      'css({ width: size })',
      'css({ ...base, color: "fg" })',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template with a placeholder
      'css({ width: `calc(${size} * 2)` })',
      'css({ [key]: "1" })',
      'css(base)',
      'css()',
      'cx("a", "b")',
    ];
    const code = `${header}const size = '4', key = 'gap', base = {};\n${dynamic.map((call) => `export const x${dynamic.indexOf(call)} = ${call};`).join('\n')}`;
    expect(inlineStaticCss(code, css)).toBeNull();
  });

  it('follows a renamed import and ignores a css() from elsewhere', () => {
    const renamed =
      "import { css as style } from 'styled-system/css';\nconst a = style({ display: 'flex' });";
    expect(inlineStaticCss(renamed, css)?.code).toBe(
      `\nconst a = ${JSON.stringify(runtimeCss({ display: 'flex' }))};`,
    );
    const stillCalled = `${header}const a = css({ display: 'flex' });\nconst b = css({ width: a });`;
    expect(inlineStaticCss(stillCalled, css)?.code).toContain(header);
    const other = "import { css } from 'some-other-css';\nconst a = css({ display: 'flex' });";
    expect(inlineStaticCss(other, css)).toBeNull();
  });

  it('replaces a recipe of literal config by a lookup that gives the classes cva() gives, for every combination', () => {
    const config = {
      base: { display: 'inline-flex', _disabled: { opacity: 0.5 } },
      variants: {
        variant: { solid: { bg: 'primary' }, outline: { borderColor: 'primary', _hover: { bg: 'muted' } } },
        size: { sm: { height: '8' }, md: { height: '10' } },
        fullWidth: { true: { width: '100%' } },
      },
      defaultVariants: { variant: 'solid', size: 'md' },
    } as const;
    const code = `import { cva } from 'styled-system/css';\nexport const recipe = cva(${JSON.stringify(config)});`;
    const result = inlineStaticCss(code, css, cva);
    expect(result?.replaced).toBe(1);
    expect(result?.code).not.toContain('cva(');
    const inlined = new Function(
      `${result?.code.replace(/^import[^\n]*\n/, '').replace('export const recipe =', 'return')}`,
    )() as (props?: Record<string, unknown>) => string;
    const reference = runtimeCva(config);
    // The same classes, each once; their order in the attribute does not matter to atomic classes.
    const classes = (names: string) => names.split(' ').sort();
    for (const variant of [undefined, 'solid', 'outline'] as const)
      for (const size of [undefined, 'sm', 'md'] as const)
        for (const fullWidth of [undefined, true, false])
          expect(classes(inlined({ variant, size, fullWidth }))).toEqual(
            classes(reference({ variant, size, fullWidth })),
          );
    expect(classes(inlined())).toEqual(classes(reference()));
    // The classes of the base, which every combination has, are written once; and since each
    // variant styles properties of its own, so are each variant's: a lookup per variant.
    expect(result?.code.match(/d_inline-flex/g)).toHaveLength(1);
    expect(result?.code.match(/h_8/g)).toHaveLength(1);
  });

  it('keeps one lookup of the combinations for a recipe whose variants style the same property', () => {
    const config = {
      base: { display: 'flex' },
      variants: {
        tone: { quiet: { color: 'fg' }, loud: { color: 'primary' } },
        emphasis: { strong: { color: 'error', fontWeight: 'bold' } },
      },
    } as const;
    const code = `import { cva } from 'styled-system/css';\nexport const recipe = cva(${JSON.stringify(config)});`;
    const result = inlineStaticCss(code, css, cva);
    expect(result?.code).toContain('"quiet|strong"');
    const inlined = new Function(
      `${result?.code.replace(/^import[^\n]*\n/, '').replace('export const recipe =', 'return')}`,
    )() as (props?: Record<string, unknown>) => string;
    const reference = runtimeCva(config);
    const classes = (names: string) => names.split(' ').sort();
    for (const tone of [undefined, 'quiet', 'loud'] as const)
      for (const emphasis of [undefined, 'strong'] as const)
        expect(classes(inlined({ tone, emphasis }))).toEqual(classes(reference({ tone, emphasis })));
  });

  it("replaces the app's literal calls, and what it writes still parses", async () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) files.push(path);
      }
    };
    walk('src');
    let replaced = 0;
    for (const path of files) {
      const source = readFileSync(path, 'utf8');
      if (!source.includes('styled-system/css')) continue;
      // As the build hands it over: TypeScript and JSX compiled.
      const { code } = await transformWithOxc(source, path, { jsx: { runtime: 'automatic' } });
      const result = inlineStaticCss(code, css, cva);
      if (!result) continue;
      replaced += result.replaced;
      expect(() => parseAst(result.code)).not.toThrow();
    }
    // Nearly every call in the app is literal; a drop means the transform stopped recognising them.
    expect(replaced).toBeGreaterThan(700);
  });
});
