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
type CvaFunction = (config: unknown) => (props?: Record<string, unknown>) => string;

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

/** The local names `exported` is imported under from styled-system/css in a module. */
function importNames(body: AstNode[], exported: string): Set<string> {
  const names = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if ((statement.source as { value: string }).value !== STYLED_SYSTEM_CSS) continue;
    for (const specifier of statement.specifiers as AstNode[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name === exported)
        names.add((specifier.local as { name: string }).name);
    }
  }
  return names;
}

/** Past this many combinations of its variants, a recipe stays a call. */
const MAX_RECIPE_COMBINATIONS = 256;

/**
 * A `cva()` recipe of literal config as lookups: the class string of every combination of its
 * variants (each given or not), worked out by the project's own `cva` at build time, and a function
 * that picks one. A value a variant does not have counts as not given. It is a function only: a
 * recipe whose `.raw` or `.variantKeys` a module reads must stay a call (none does).
 */
function recipeTable(config: unknown, cva: CvaFunction): string | undefined {
  const recipe = cva(config);
  const variants = Object.entries((config as { variants?: Record<string, object> }).variants ?? {}).map(
    ([key, values]) => [key, Object.keys(values)] as const,
  );
  const count = variants.reduce((total, [, values]) => total * (values.length + 1), 1);
  if (count > MAX_RECIPE_COMBINATIONS) return undefined;
  // Each combination: the variants' values in order ('' for one not given) and the props giving them.
  let combinations: { values: string[]; props: Record<string, string> }[] = [{ values: [], props: {} }];
  for (const [key, values] of variants)
    combinations = combinations.flatMap(({ values: chosen, props }) => [
      { values: [...chosen, ''], props },
      ...values.map((value) => ({ values: [...chosen, value], props: { ...props, [key]: value } })),
    ]);
  const classes = combinations.map(({ props }) => recipe(props).split(' ').filter(Boolean));
  // The classes every combination has (the base's, mostly) are written once, not in each: the
  // button's table was 20 KB of the first load, 1.2 KB of it gzip. Atomic classes apply whatever
  // their order in the attribute, and the server's build writes the same strings as the browser's.
  const shared = (classes[0] ?? []).filter((name) => classes.every((list) => list.includes(name)));
  const own = classes.map((list) => list.filter((name) => !shared.includes(name)));
  const perVariant = lookupPerVariant(variants, combinations, own);
  const lookups = perVariant ?? [
    Object.fromEntries(
      combinations.map(({ values }, index) => [values.join('|'), (own[index] ?? []).join(' ')]),
    ),
  ];
  // Which variants key each lookup: one each, or all of them together.
  const keys = perVariant ? variants.map((variant) => [variant]) : [variants];
  return `/* @__PURE__ */ ((shared, lookups, keys) => (props = {}) => [shared, ...keys.map((variants, index) => lookups[index][variants.map(([key, values]) => (props[key] != null && values.includes(String(props[key])) ? String(props[key]) : '')).join('|')])].filter(Boolean).join(' '))(${JSON.stringify(shared.join(' '))}, ${JSON.stringify(lookups)}, ${JSON.stringify(keys)})`;
}

/**
 * A lookup of classes for each variant on its own, when the recipe's variants style separate
 * properties (as the button's do: colours by `variant`, dimensions by `size`): the classes a
 * variant's value gives in every combination, checked to make up each combination exactly. Where
 * one variant's value changes what another's gives, undefined, and the recipe keeps one lookup of
 * its combinations. A recipe's lookups then grow with the sum of its variants' values, not their
 * product: the button's went from 48 entries to 12, about 500 bytes of the first load gzip.
 */
function lookupPerVariant(
  variants: (readonly [string, string[]])[],
  combinations: { values: string[] }[],
  own: string[][],
): Record<string, string>[] | undefined {
  const lookups = variants.map((_, index) => {
    const options = ['', ...(variants[index]?.[1] ?? [])];
    return Object.fromEntries(
      options.map((option) => {
        const lists = own.filter((_, combination) => combinations[combination]?.values[index] === option);
        return [option, (lists[0] ?? []).filter((name) => lists.every((list) => list.includes(name)))];
      }),
    ) as Record<string, string[]>;
  });
  const exact = combinations.every(({ values }, combination) => {
    const parts = values.flatMap((value, index) => lookups[index]?.[value] ?? []);
    const expected = own[combination] ?? [];
    // Each class once, and none missing: a class two variants both give would be written twice.
    return (
      parts.length === expected.length &&
      new Set(parts).size === parts.length &&
      parts.every((name) => expected.includes(name))
    );
  });
  if (!exact) return undefined;
  return lookups.map((lookup) =>
    Object.fromEntries(Object.entries(lookup).map(([value, names]) => [value, names.join(' ')])),
  );
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
 * The module with its literal `css()` calls replaced by their class strings, and its literal
 * `cva()` recipes by lookups of theirs (when `cva` is given), or null when it has none. `code` is
 * JavaScript (the plugin runs after TypeScript and JSX are compiled).
 */
export function inlineStaticCss(
  code: string,
  css: CssFunction,
  cva?: CvaFunction,
): { code: string; map: ReturnType<MagicString['generateMap']>; replaced: number } | null {
  if (!code.includes(STYLED_SYSTEM_CSS)) return null;
  const program = parseAst(code) as unknown as { body: AstNode[] } & AstNode;
  const names = importNames(program.body, 'css');
  const recipes = cva ? importNames(program.body, 'cva') : new Set<string>();
  if (names.size === 0 && recipes.size === 0) return null;
  const output = new MagicString(code);
  let replaced = 0;
  const replacedRanges: [number, number][] = [];
  visit(program, (node) => {
    if (node.type !== 'CallExpression') return true;
    const callee = node.callee as AstNode;
    if (callee.type !== 'Identifier') return true;
    const name = callee.name as string;
    if (!names.has(name) && !recipes.has(name)) return true;
    const args = (node.arguments as AstNode[]).map(literalValue);
    if (args.length === 0 || args.includes(DYNAMIC)) return true;
    const inlined = names.has(name)
      ? JSON.stringify(css(...args))
      : args.length === 1 && cva
        ? recipeTable(args[0], cva)
        : undefined;
    if (inlined === undefined) return true;
    output.overwrite(node.start, node.end, inlined);
    replacedRanges.push([node.start, node.end]);
    replaced += 1;
    return false;
  });
  if (replaced === 0) return null;
  dropUnusedImports(program, output, new Set([...names, ...recipes]), replacedRanges);
  return { code: output.toString(), map: output.generateMap({ hires: true }), replaced };
}

/**
 * Takes `css` and `cva` out of the module's import once no call of them is left: the bundler then
 * sees that the module needs neither, and their runtime leaves the chunks that need none of it.
 */
function dropUnusedImports(
  program: { body: AstNode[] } & AstNode,
  output: MagicString,
  inlined: Set<string>,
  replacedRanges: [number, number][],
) {
  const used = new Set<string>();
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') continue;
    visit(statement, (node) => {
      if (
        node.type === 'Identifier' &&
        inlined.has(node.name as string) &&
        !replacedRanges.some(([start, end]) => node.start >= start && node.end <= end)
      )
        used.add(node.name as string);
      return true;
    });
  }
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if ((statement.source as { value: string }).value !== STYLED_SYSTEM_CSS) continue;
    const specifiers = statement.specifiers as AstNode[];
    const kept = specifiers.filter((specifier) => {
      const local = (specifier.local as { name: string }).name;
      return !inlined.has(local) || used.has(local);
    });
    if (kept.length === specifiers.length) continue;
    const text = kept.map((specifier) => output.original.slice(specifier.start, specifier.end)).join(', ');
    output.overwrite(
      statement.start,
      statement.end,
      kept.length > 0 ? `import { ${text} } from '${STYLED_SYSTEM_CSS}';` : '',
    );
  }
}

/** Loads the project's generated `css()` and `cva()` (plain ESM, written by `panda codegen`). */
export async function loadProjectCss(): Promise<{ css: CssFunction; cva: CvaFunction }> {
  const entry = fileURLToPath(new URL('../styled-system/css/index.mjs', import.meta.url));
  const module = (await import(pathToFileURL(entry).href)) as { css: CssFunction; cva: CvaFunction };
  return { css: module.css, cva: module.cva };
}

/** The build's plugin (client and server builds; the dev server and Storybook keep the calls). */
export function staticCssPlugin(): Plugin {
  let project: { css: CssFunction; cva: CvaFunction } | undefined;
  return {
    name: 'static-css',
    apply: 'build',
    async buildStart() {
      project = await loadProjectCss();
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.[cm]?[jt]sx?$/, code: STYLED_SYSTEM_CSS },
      handler(code) {
        if (!project) return null;
        const result = inlineStaticCss(code, project.css, project.cva);
        return result ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
