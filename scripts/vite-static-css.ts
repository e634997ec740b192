import { fileURLToPath, pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

/**
 * Replaces each `css({...})` of literal styles by the class string it returns, at build time.
 *
 * Panda's `css()` works its class names out in the browser: the walk over the style object,
 * shorthands, conditions and the merge run for every call, at module evaluation for the styles a
 * module declares and on every render for the ones written inline. On a phone that was tens of
 * milliseconds of every page's start (docs/performance.md, "Class names are worked out at build
 * time"). Panda's own source transforms come with its 2.x bundler plugins, not with the 1.x
 * PostCSS set-up this project uses, so this does the one thing needed: a call whose every argument
 * is a literal (objects, arrays, strings, numbers, booleans, null) is evaluated with the project's
 * own generated `css()` in Node and replaced by the string. Anything else (a variable, a template
 * with `${}`, a spread) stays a call, and the runtime stays for it and for `cva` and `cx`.
 *
 * The stylesheet is untouched: Panda's PostCSS plugin extracts the CSS from the sources, not from
 * the bundle.
 */

type CssFunction = (...styles: unknown[]) => string;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const STYLED_SYSTEM_CSS = 'styled-system/css';

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** A marker for "not a literal"; `undefined` cannot be one, since `null` and `false` are values. */
const DYNAMIC = Symbol('dynamic');

/** The value of a literal expression, or DYNAMIC. */
function literalValue(node: AstNode): unknown {
  switch (node.type) {
    case 'Literal':
      return (node as unknown as { value: unknown; regex?: unknown }).regex ? DYNAMIC : node.value;
    case 'TemplateLiteral': {
      const { expressions, quasis } = node as unknown as {
        expressions: unknown[];
        quasis: { value: { cooked: string } }[];
      };
      return expressions.length === 0 ? quasis[0]?.value.cooked : DYNAMIC;
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as unknown as { operator: string; argument: AstNode };
      const value = literalValue(argument);
      if (typeof value !== 'number') return DYNAMIC;
      return operator === '-' ? -value : operator === '+' ? value : DYNAMIC;
    }
    case 'ArrayExpression': {
      const values = (node.elements as (AstNode | null)[]).map((element) =>
        element && element.type !== 'SpreadElement' ? literalValue(element) : DYNAMIC,
      );
      return values.includes(DYNAMIC) ? DYNAMIC : values;
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as AstNode[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) return DYNAMIC;
        const key = property.key as AstNode;
        const name =
          !property.computed && key.type === 'Identifier'
            ? (key.name as string)
            : key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')
              ? String(key.value)
              : undefined;
        const value = literalValue(property.value as AstNode);
        if (name === undefined || value === DYNAMIC) return DYNAMIC;
        result[name] = value;
      }
      return result;
    }
    default:
      return DYNAMIC;
  }
}

/** The local names `css` is imported under from styled-system/css in a module. */
function cssImportNames(body: AstNode[]): Set<string> {
  const names = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if ((statement.source as { value: string }).value !== STYLED_SYSTEM_CSS) continue;
    for (const specifier of statement.specifiers as AstNode[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name === 'css')
        names.add((specifier.local as { name: string }).name);
    }
  }
  return names;
}

function visit(node: AstNode, enter: (node: AstNode) => boolean) {
  if (!enter(node)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) visit(child, enter);
    } else if (isNode(value)) visit(value, enter);
  }
}

/**
 * The module with its literal `css()` calls replaced by their class strings, or null when it has
 * none. `code` is JavaScript (the plugin runs after TypeScript and JSX are compiled).
 */
export function inlineStaticCss(
  code: string,
  css: CssFunction,
): { code: string; map: ReturnType<MagicString['generateMap']>; replaced: number } | null {
  if (!code.includes(STYLED_SYSTEM_CSS)) return null;
  const program = parseAst(code) as unknown as { body: AstNode[] } & AstNode;
  const names = cssImportNames(program.body);
  if (names.size === 0) return null;
  const output = new MagicString(code);
  let replaced = 0;
  visit(program, (node) => {
    if (node.type !== 'CallExpression') return true;
    const callee = node.callee as AstNode;
    if (callee.type !== 'Identifier' || !names.has(callee.name as string)) return true;
    const args = (node.arguments as AstNode[]).map(literalValue);
    if (args.length === 0 || args.includes(DYNAMIC)) return true;
    output.overwrite(node.start, node.end, JSON.stringify(css(...args)));
    replaced += 1;
    return false;
  });
  if (replaced === 0) return null;
  return { code: output.toString(), map: output.generateMap({ hires: true }), replaced };
}

/** Loads the project's generated `css()` (plain ESM, written by `panda codegen`). */
export async function loadProjectCss(): Promise<CssFunction> {
  const entry = fileURLToPath(new URL('../styled-system/css/index.mjs', import.meta.url));
  const module = (await import(pathToFileURL(entry).href)) as { css: CssFunction };
  return module.css;
}

/** The build's plugin (client and server builds; the dev server and Storybook keep the calls). */
export function staticCssPlugin(): Plugin {
  let css: CssFunction | undefined;
  return {
    name: 'static-css',
    apply: 'build',
    async buildStart() {
      css = await loadProjectCss();
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.[cm]?[jt]sx?$/, code: STYLED_SYSTEM_CSS },
      handler(code) {
        if (!css) return null;
        const result = inlineStaticCss(code, css);
        return result ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
