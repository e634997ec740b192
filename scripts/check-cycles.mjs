// Fails when the modules of src/ import each other in a circle (docs/architecture.md, Layers).
// Every kind of import counts, as a person reading the code follows them: static, `import type`, re-exports and
// lazy `import()`. Generated code (styled-system/) is left out. The check is this small script
// rather than madge, whose releases require TypeScript 5 and cannot be installed beside ours.
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

if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) in src/:`);
  for (const cycle of cycles)
    console.error(
      `  ${cycle
        .map((file) => relative(root, file))
        .sort()
        .join('\n    ')}\n`,
    );
  process.exit(1);
}
console.log(`No import cycle among ${graph.size} modules of src/.`);
