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

describe('styles', () => {
  it('are written in files Panda can read: it parses a .ts file as TSX and skips one with a generic arrow', () => {
    // `<T>(value: T) =>` is a JSX tag to a TSX parser: the file's css() calls never reach the stylesheet.
    const unread = sources
      .filter(({ path, text }) => path.endsWith('.ts') && /from 'styled-system\/(css|patterns)'/.test(text))
      .filter(({ text }) => /=\s*(async\s*)?<[A-Z]\w*(\s+extends\b[^>]*)?>\s*\(/.test(text))
      .map(({ path }) => path);
    expect(unread).toEqual([]);
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
  it("are the router's redirect from a loader or middleware, which the server sends as a 302; a <Navigate> sends nothing", () => {
    const navigating = sources
      .filter(
        ({ path, text }) => /\.tsx$/.test(path) && !path.endsWith('.stories.tsx') && /<Navigate\b/.test(text),
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

describe('code loaded after the start', () => {
  it('goes through unlessLeaving, so that a user leaving before it arrives leaves no failure behind', () => {
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
          // Helpers that go through unlessLeaving themselves: a route's page module (src/app/routes.tsx
          // loads it), the schemas of src/api/client.ts's lazySchemas and the shell's lazyShellPart.
          .filter(
            ({ before }) =>
              !/(unlessLeaving\(|lazySchemas\(|lazyShellPart\b|Component: \(await |lazy: \(\) => |lazy: async \(\) => \{\s*const \w+ = await )[^;]*$/.test(
                before,
              ),
          )
          .map(({ at }) => `${path}:${text.slice(0, at).split('\n').length}`),
      );
    expect(unguarded).toEqual([]);
  });
});

describe("React's words", () => {
  // Pages are rendered, on the server or in the browser, in React's word for it; a drawer stays a
  // drawer, and the canvas API keeps its own names. Checked over file names and identifiers, where a word that
  // came back would spread through imports (comments and docs are read by people, not tests).
  const repository = join(root, '..');
  const FOLDERS = ['src', 'server', 'e2e', 'scripts', 'mocks', '.storybook'];
  const PAINTING_WORD = /^(re)?(draw|draws|drawn|drawing|drawings|drew)$/i;
  const CANVAS_API = new Set(['drawImage', 'drawFocusIfNeeded']);
  const wordsOf = (name: string) => name.split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  const files = FOLDERS.flatMap((folder) =>
    (readdirSync(join(repository, folder), { recursive: true }) as string[])
      .filter((path) => !/(^|\/)(node_modules|public|\.vitest-attachments)(\/|$)|-(actual|diff)\b/.test(path))
      .map((path) => `${folder}/${path}`),
  );

  it("name every file in React's words, not a painting word", () => {
    const named = files.filter((path) =>
      wordsOf(path.slice(path.lastIndexOf('/') + 1)).some((word) => PAINTING_WORD.test(word)),
    );
    expect(named).toEqual([]);
  });

  it("name every identifier in React's words, not a painting word", () => {
    const named = files
      .filter((path) => /\.[cm]?[jt]sx?$/.test(path) && !path.includes('__screenshots__'))
      .flatMap((path) =>
        [...new Set(codeOf(readFileSync(join(repository, path), 'utf8')).match(/[A-Za-z_$][\w$]*/g))]
          .filter((name) => !CANVAS_API.has(name) && wordsOf(name).some((word) => PAINTING_WORD.test(word)))
          .map((name) => `${path}: ${name}`),
      );
    expect(named).toEqual([]);
  });
});

/**
 * A JavaScript or TypeScript source without its comments and the text of its strings, template
 * literals and regular expressions (the code inside a template's `${}` stays): what is left of a
 * word there is code.
 */
function codeOf(text: string): string {
  let code = '';
  let index = 0;
  // For each template literal whose `${` is open, the brace depth it returns to its text at.
  const templates: number[] = [];
  let depth = 0;
  const skipQuoted = (end: string) => {
    index += 1;
    while (index < text.length && text[index] !== end && text[index] !== '\n')
      index += text[index] === '\\' ? 2 : 1;
    index += 1;
  };
  /** Skips a template's text from `index` up to its end or its next `${`. */
  const skipTemplateText = () => {
    while (index < text.length) {
      if (text[index] === '`') {
        index += 1;
        return;
      }
      if (text.startsWith('${', index)) {
        templates.push(depth);
        depth += 1;
        index += 2;
        return;
      }
      index += text[index] === '\\' ? 2 : 1;
    }
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (text.startsWith('//', index)) {
      index = text.indexOf('\n', index);
      if (index < 0) break;
    } else if (text.startsWith('/*', index)) {
      const end = text.indexOf('*/', index + 2);
      index = end < 0 ? text.length : end + 2;
      code += ' ';
    } else if (char === "'" || char === '"') {
      skipQuoted(char);
      code += ' ';
    } else if (char === '`') {
      index += 1;
      skipTemplateText();
      code += ' ';
    } else if (char === '/' && startsExpression(code.slice(-40).trimEnd())) {
      // A regular expression: up to its closing slash outside a character class, then its flags.
      let inClass = false;
      index += 1;
      while (index < text.length && (inClass || text[index] !== '/') && text[index] !== '\n') {
        if (text[index] === '\\') index += 1;
        else if (text[index] === '[') inClass = true;
        else if (text[index] === ']') inClass = false;
        index += 1;
      }
      index += 1;
      while (/[a-z]/.test(text[index] ?? '')) index += 1;
      code += ' ';
    } else if (char === '}' && templates.at(-1) === depth - 1) {
      templates.pop();
      depth -= 1;
      index += 1;
      skipTemplateText();
      code += ' ';
    } else {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      code += char;
      index += 1;
    }
  }
  return code;
}

/** Whether a slash after `before` (the code so far) starts a regular expression rather than dividing. */
const startsExpression = (before: string) =>
  before === '' ||
  /[(,=:[!&|?{};+\-*%>~^]$|\b(return|typeof|case|in|of|void|delete|throw|new|await|yield)$/.test(before);
