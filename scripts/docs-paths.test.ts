// Every file that the documentation or a code comment names must exist: README.md, docs/**/*.md
// and the READMEs beside the code, and the comment lines (starting with `//`, `*` or `/*`) of the source folders.
// - A path is a token that starts with a top-level folder and ends with a file extension or a
//   slash; a pattern (with `<`, `*`, `{`, `$` or `…`) is not a path. What follows a file in a path
//   names something inside it (a story file's picture), and only the file is checked.
// - A bare file name (`pages.ts`, `README.md`) must be the name of a file somewhere in the
//   repository, or of one the build writes; a path that starts inside a folder
//   (`model/selectors.ts`, as a feature's README names its own files) must be the end of a file's path.
// - Markdown links in the documents must reach a file, relative to the document.
// - A function, component or type named in backticks or at the start of parentheses
//   (`createAppRouter`, `PageLoader`) must be a
//   word of the code, outside the decision records, which tell what was once there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const TOP_FOLDERS = [
  '.ci',
  '.storybook',
  'benchmarks',
  'docs',
  'e2e',
  'fixtures',
  'mocks',
  'public',
  'reports',
  'scripts',
  'server',
  'src',
];
const SOURCE_FOLDERS = ['src', 'server', 'mocks', 'e2e', 'scripts', '.storybook', 'fixtures', 'benchmarks'];
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '__screenshots__', 'public']);

const escaped = TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|');
// Not preceded by what would make it part of a longer path, a URL or an import alias (`@/`).
const PATH = new RegExp(`(?<![\\w./@~-])(?:${escaped})/[^\\s\`'"()\\[\\],;|]*`, 'g');
const PATTERN = /[<*{$…]|\.\.\./;
const ENDS_AS_PATH = /(?:\.[A-Za-z0-9]+|\/)$/;
// A file name on its own, of the kinds the repository's own files are.
const BARE_NAME = /(?<![\w./@~-])[A-Za-z0-9][\w.-]*\.(?:tsx?|mts|mjs|md)\b(?![/\w-])/g;
// A path that starts below the top-level folders (not in what the build or Panda writes).
const PARTIAL_PATH = /(?<![\w./@~-])(?:[\w-]+\/)+[\w.-]+\.(?:tsx?|mts|mjs|md)\b(?![/\w-])/g;
// What the build writes into dist-server/ and dist-mock-api/ (scripts/build-server.mjs).
const BUILT_FILES = ['main.mjs', 'server.mjs', 'mock-api.mjs', 'mock-api-server.mjs'];
const WRITTEN_FOLDERS = ['dist', 'dist-server', 'dist-mock-api', 'styled-system', 'node_modules'];

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
      } else if (keep(entry.name)) found.push(path);
    }
  };
  walk(folder);
  return found;
}

const filePaths = TOP_FOLDERS.flatMap((folder) => filesUnder(folder, () => true));
const fileNames = new Set([
  ...BUILT_FILES,
  ...readdirSync(ROOT),
  ...TOP_FOLDERS.flatMap((folder) => filesUnder(folder, () => true).map((path) => basename(path))),
]);

/** The file itself when a path goes on inside a file (`src/ui/Button.stories.tsx/Variants-1.png`). */
function fileOf(path: string): string {
  const parts = path.split('/');
  for (let end = 2; end < parts.length; end++) {
    const prefix = parts.slice(0, end).join('/');
    if (
      /\.[A-Za-z0-9]+$/.test(prefix) &&
      existsSync(join(ROOT, prefix)) &&
      statSync(join(ROOT, prefix)).isFile()
    )
      return prefix;
  }
  return path;
}

/** The repository paths and file names a text names, each with its line number, that do not exist. */
function missingPaths(text: string): { line: number; path: string }[] {
  const missing: { line: number; path: string }[] = [];
  text.split('\n').forEach((content, index) => {
    for (const [token] of content.matchAll(PATH)) {
      const path = token.replace(/[#?].*$/, '').replace(/[.:!?]+$/, '');
      if (PATTERN.test(path) || !ENDS_AS_PATH.test(path)) continue;
      if (!existsSync(join(ROOT, fileOf(path)))) missing.push({ line: index + 1, path });
    }
    for (const [name] of content.matchAll(BARE_NAME)) {
      if (!fileNames.has(name)) missing.push({ line: index + 1, path: name });
    }
    for (const [path] of content.matchAll(PARTIAL_PATH)) {
      if ([...TOP_FOLDERS, ...WRITTEN_FOLDERS].some((folder) => path.startsWith(`${folder}/`))) continue;
      if (PATTERN.test(path)) continue;
      if (!filePaths.some((file) => file.endsWith(`/${path}`))) missing.push({ line: index + 1, path });
    }
  });
  return missing;
}

/** A name written as code: camelCase or PascalCase of two words at least, with or without a call. */
const CODE_NAME = /^([a-z][a-z0-9]*|[A-Z][a-z0-9]+)[A-Z]\w*$/;
/** Names the texts quote from elsewhere: pino's log field, Kubernetes' hook, RTK Query, Panda, JavaScript. */
const OTHER_TOOLS_NAMES = new Set(['responseTime', 'preStop', 'fetchBaseQuery', 'variantKeys', 'valueOf']);

/** The names a text gives in backticks or opening parentheses (`(selectSaveAvailability, …)`) that no file of the code has as a word. */
function unknownNames(text: string, words: Set<string>): string[] {
  return [...text.matchAll(/`([^`\s]+)`|\(([A-Za-z]\w*)[,)]/g)]
    .map(([, quoted, bracketed]) => (quoted ?? bracketed ?? '').replace(/\(.*$/, '').replace(/^.*\./, ''))
    .filter((name) => CODE_NAME.test(name) && !words.has(name) && !OTHER_TOOLS_NAMES.has(name));
}

function commentLines(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trimStart();
      return trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*') ? line : '';
    })
    .join('\n');
}

// README.md, docs/, and the READMEs that sit beside the code (a feature's, the fixtures').
const documents = [
  'README.md',
  ...filesUnder('docs', (name) => name.endsWith('.md')),
  ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(folder, (name) => name === 'README.md')),
];
const sources = SOURCE_FOLDERS.flatMap((folder) =>
  filesUnder(folder, (name) => SOURCE_FILE.test(name) && !name.endsWith('.d.ts')),
);

function report(files: string[], textOf: (file: string) => string): string[] {
  return files.flatMap((file) =>
    missingPaths(textOf(file)).map(({ line, path }) => `${file}:${line}: ${path}`),
  );
}

describe('paths named in the documentation and in comments', () => {
  it('finds the paths it should', () => {
    expect(missingPaths('see `src/app/gates.ts`, and src/app/routes.tsx.')).toEqual([
      { line: 1, path: 'src/app/gates.ts' },
    ]);
    expect(
      missingPaths('`src/features/<area>/routes.tsx`, `src/**/*.test.ts`, @/ui/form, https://x/src/a.ts'),
    ).toEqual([]);
    expect(missingPaths('docs/nowhere/ and docs/testing.md#fonts')).toEqual([
      { line: 1, path: 'docs/nowhere/' },
    ]);
    expect(missingPaths('`pages.ts` and\n(app-server.ts), `.schemas.ts`, dist-server/main.mjs')).toEqual([
      { line: 2, path: 'app-server.ts' },
    ]);
    expect(missingPaths('`src/ui/Button.stories.tsx/Variants-1-chromium-linux.png`')).toEqual([]);
    expect(missingPaths('`model/selectors.ts` and `shared/CardList.tsx`')).toEqual([
      { line: 1, path: 'shared/CardList.tsx' },
    ]);
    expect(
      unknownNames(
        '`createAppRouter()`, (selectSaveBlocker, …), `Math.max`, `PREFETCHED_STALE_TIME_MS`',
        new Set(['createAppRouter']),
      ),
    ).toEqual(['selectSaveBlocker']);
  });

  it('README.md, docs/ and the READMEs beside the code name only files that exist', () => {
    expect(report(documents, (file) => readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it('the documents link only to files that exist', () => {
    const broken = documents.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target = '']) => target.replace(/#.*$/, ''))
        .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(resolve(ROOT, dirname(file), target)))
        .map((target) => `${file}: ${target}`);
    });
    expect(broken).toEqual([]);
  });

  it('comments in the source name only files that exist', () => {
    expect(sources.length).toBeGreaterThan(100);
    const missing = report(sources, (file) => commentLines(readFileSync(join(ROOT, file), 'utf8')));
    expect(missing).toEqual([]);
  });

  it('the documents and the comments name only functions, components and types that exist', () => {
    const code = [...sources, ...readdirSync(ROOT).filter((name) => /\.(ts|json)$/.test(name))]
      // Without its comments, or a name a stale comment gives would vouch for itself.
      .map((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|[^:\\])\/\/.*$/gm, '$1'),
      )
      .join('\n');
    const words = new Set(code.match(/[A-Za-z_$][\w$]*/g));
    const unknown = [
      ...documents
        .filter((file) => !file.startsWith('docs/decisions/'))
        .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') })),
      ...sources.map((file) => ({ file, text: commentLines(readFileSync(join(ROOT, file), 'utf8')) })),
    ].flatMap(({ file, text }) => unknownNames(text, words).map((name) => `${file}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it('reads every document', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/README.md', 'docs/decisions/README.md']),
    );
  });
});
