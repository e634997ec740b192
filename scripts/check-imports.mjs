// `npm run check:imports`: fails when the modules of src/ import each other in a circle, or when an
// import breaks the layers (docs/architecture.md, Layers). Every kind of import counts, as a person
// reading the code follows them: static, `import type`, re-exports and lazy `import()`, by the `@/`
// alias or a relative path alike. Generated code (styled-system/) is left out. The check is this
// small script rather than madge or dependency-cruiser, whose releases require TypeScript 5 and
// cannot be installed beside ours.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) yield path;
  }
}

function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (!base.startsWith(src)) return null;
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const graph = new Map();
for (const file of files(src)) {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const targets = new Set();
  for (const match of code.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target && target !== file) targets.add(target);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(node) {
  indices.set(node, index);
  lowlinks.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!indices.has(next)) {
      connect(next);
      lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
    }
  }
  if (lowlinks.get(node) === indices.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component);
  }
}
for (const node of graph.keys()) if (!indices.has(node)) connect(node);

/*
 * The layers, lowest first: a module imports its own layer or a lower one. The test harness
 * (src/testing), stories and tests may import any layer, and no other module imports the harness.
 * Another feature is reached through its index.ts only; the app may load a feature's page module
 * by its file (a lazy route), so the app is not held to that.
 */
const LAYERS = ['lib', 'i18n', 'api', 'ui', 'features', 'app'];
const inSrc = (file) => relative(src, file).split('/');
/** The layer of a module of src/: its top folder, the entries at the root being the app's. */
function layerOf(file) {
  const [top, next] = inSrc(file);
  if (next === undefined) return 'app';
  return top;
}
const isHarness = (file) => /\.(stories|test)\.tsx?$/.test(file) || layerOf(file) === 'testing';
const featureOf = (file) => (layerOf(file) === 'features' ? inSrc(file)[1] : undefined);
const breaks = [];
for (const [file, targets] of graph) {
  if (isHarness(file)) continue;
  const from = layerOf(file);
  for (const target of targets) {
    const to = layerOf(target);
    const where = `${relative(root, file)} imports ${relative(root, target)}`;
    if (to === 'testing') breaks.push(`${where}: only stories and tests use the test harness`);
    else if (LAYERS.indexOf(to) > LAYERS.indexOf(from)) breaks.push(`${where}: ${from} sits below ${to}`);
    else if (
      from === 'features' &&
      to === 'features' &&
      featureOf(file) !== featureOf(target) &&
      inSrc(target).slice(2).join('/') !== 'index.ts'
    )
      breaks.push(`${where}: another feature is reached through its index.ts`);
  }
}

if (breaks.length > 0) {
  console.error(`${breaks.length} import(s) across the layers of src/ (docs/architecture.md, Layers):`);
  for (const line of breaks) console.error(`  ${line}`);
}
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) in src/:`);
  for (const cycle of cycles)
    console.error(
      `  ${cycle
        .map((file) => relative(root, file))
        .sort()
        .join('\n    ')}\n`,
    );
}
if (breaks.length > 0 || cycles.length > 0) process.exit(1);
console.log(`No import cycle and no import across the layers among ${graph.size} modules of src/.`);
