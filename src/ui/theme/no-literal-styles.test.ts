import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';

/**
 * Features use the kit's tokens, not literal sizes, colours or layers (docs/design-system.md): a
 * border is `thin`, a width a size token, a colour a semantic colour, a z-index a name of the
 * layering scale (src/ui/theme/preset.ts). This test reads every production file of src/features
 * and src/app (not stories or tests) and fails on a string holding a px, rem or em length or a hex
 * colour, and on a z-index written as a number, each with its file and line.
 *
 * What is data rather than styling (colours an administrator picks from, the appearance a new site
 * starts with) is listed below with the reason. Viewport units and percentages are layout, not
 * scale values, and pass.
 */
const root = join(import.meta.dirname, '../../..');
const FOLDERS = ['src/features', 'src/app'];

/** A length in px, rem or em: '1px', '-2px', '4.5rem', 'calc(100% - 2rem)', '0.02em'. */
const LENGTH = /(?<![\w.#-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em)\b/;
/** A hex colour: '#fff', '#ffffff', '#ffffff80'. */
const HEX = /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/i;

interface Allowed {
  /** Path from the repository root. */
  file: string;
  /** What the literal holds; every literal of the file containing it is let through. */
  literal: string;
  reason: string;
}

/** Data, not styling. Keep it short: a literal that styles something belongs in a token. */
const ALLOWED: Allowed[] = [
  {
    file: 'src/features/storefront/settings/appearance-form.ts',
    literal: '#',
    reason:
      'the appearance a new storefront starts with, the white its contrast checks read against and the example in its colour message',
  },
  {
    file: 'src/features/storefront/settings/StorefrontAppearancePage.tsx',
    literal: '#',
    reason: 'the preset colours an administrator picks from',
  },
  {
    file: 'src/features/storefront/editor/forms/validate.ts',
    literal: '#1f5fbf',
    reason: 'the example in a validation message',
  },
  {
    file: 'src/features/storefront/editor/canvas/use-revealed.ts',
    literal: '100% 0px',
    reason: "an IntersectionObserver's root margin: when a section is rendered, not how",
  },
];

interface Hit {
  file: string;
  line: number;
  text: string;
}

function productionFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter(
        (path) =>
          /\.tsx?$/.test(path) &&
          !/\.(stories|test)\./.test(path) &&
          // A section type's example content for the mock (src/features/storefront/README.md): data.
          !/(^|\/)example\.ts$/.test(path) &&
          !path.includes('__screenshots__'),
      )
      .map((path) => join(folder, path)),
  );
}

function literalStyles(file: string, text = readFileSync(join(root, file), 'utf8')): Hit[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const hits: Hit[] = [];
  const hit = (node: ts.Node, found: string) =>
    hits.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: found });
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      // Module names ('@fontsource/inter/400.css') are not styles.
      const moduleName = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
      if (!moduleName && (LENGTH.test(node.text) || HEX.test(node.text))) hit(node, node.text);
    }
    if (ts.isPropertyAssignment(node) && /^['"]?zIndex['"]?$/.test(node.name.getText(source))) {
      const value = node.initializer;
      const numeric =
        ts.isNumericLiteral(value) ||
        (ts.isPrefixUnaryExpression(value) && ts.isNumericLiteral(value.operand)) ||
        (ts.isStringLiteralLike(value) && /^-?\d+$/.test(value.text));
      if (numeric) hit(node, `zIndex: ${value.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

const allowedBy = (entries: Allowed[], found: Hit) =>
  entries.find((entry) => entry.file === found.file && found.text.includes(entry.literal));

describe('styles in features', () => {
  const hits = productionFiles().flatMap((file) => literalStyles(file));

  it('use tokens, not literal lengths, hex colours or numeric z-index', () => {
    const literal = hits
      .filter((found) => !allowedBy(ALLOWED, found))
      .map((found) => `${found.file}:${found.line} ${JSON.stringify(found.text)}`);
    expect(literal, 'use a token (src/ui/theme/preset.ts, docs/design-system.md)').toEqual([]);
  });

  it('list only allowances that still match something', () => {
    const stale = ALLOWED.filter((entry) => !hits.some((found) => allowedBy([entry], found))).map(
      (entry) => `${entry.file} ${JSON.stringify(entry.literal)}`,
    );
    expect(stale, 'remove these entries').toEqual([]);
  });

  it('finds what it is looking for', () => {
    const Z = 'zIndex';
    const sample = [
      "import '@fontsource/inter/400.css';",
      // Built from Z, so that this file does not hold what src/testing/conventions.test.ts looks for.
      `const box = css({ borderWidth: '1px', color: '#1f6feb', ${Z}: 10, '${Z}': '-1' });`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample holds a template literal.
      'const column = css({ width: `calc(${HOUR} + 4.5rem)`, letterSpacing: "0.02em" });',
      "const fine = css({ borderWidth: 'thin', zIndex: 'modal', width: 'min(token(sizes.80), 85vw)' });",
      "const link = { href: '#main-content', margin: '100%' };",
    ].join('\n');
    expect(literalStyles('sample.tsx', sample).map((found) => `${found.line} ${found.text}`)).toEqual([
      '2 1px',
      '2 #1f6feb',
      `2 ${Z}: 10`,
      `2 ${Z}: '-1'`,
      '3  + 4.5rem)',
      '3 0.02em',
    ]);
  });
});
