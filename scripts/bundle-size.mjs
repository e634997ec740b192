// Measures the production bundle (dist/, built by `npm start` or the e2e setup):
// gzip size of every JavaScript and CSS file, the initial load (index.html's
// entry and what it preloads) against a budget, and writes reports/bundle-size.md.
// Usage: node scripts/bundle-size.mjs [--check]
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Initial JavaScript a first visit downloads (the entry and every chunk index.html preloads), gzip.
 * The budget of docs/performance.md, "Budgets", in KB of 1,024 bytes, held to the byte.
 */
export const INITIAL_BUDGET_KB = 140;
const INITIAL_BUDGET_BYTES = INITIAL_BUDGET_KB * 1024;

const dist = 'dist';
const assets = join(dist, 'assets');
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const bytes = (count) => count.toLocaleString('en');

const files = readdirSync(assets)
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const content = readFileSync(join(assets, name));
    return { name, raw: statSync(join(assets, name)).size, gzip: gzipSync(content, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initialNames = new Set([...html.matchAll(/\/assets\/([^"']+\.(?:js|css))/g)].map((m) => m[1]));
const initial = files.filter((f) => initialNames.has(f.name));
const initialGzip = initial.filter((f) => f.name.endsWith('.js')).reduce((sum, f) => sum + f.gzip, 0);
const initialCssGzip = initial.filter((f) => f.name.endsWith('.css')).reduce((sum, f) => sum + f.gzip, 0);
const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);

const lines = [
  '# Bundle size',
  '',
  `Measured by \`node scripts/bundle-size.mjs\` on the production build (gzip level 9).`,
  '',
  `- Initial JavaScript (entry + preloaded chunks, ${initial.filter((f) => f.name.endsWith('.js')).length} files): **${kb(initialGzip)} KB** gzip, ${bytes(initialGzip)} bytes (budget ${INITIAL_BUDGET_KB} KB, ${bytes(INITIAL_BUDGET_BYTES)} bytes)`,
  `- Initial CSS: ${kb(initialCssGzip)} KB gzip`,
  `- All chunks: ${kb(totalGzip)} KB gzip in ${files.length} files`,
  '',
  '| file | initial | raw KB | gzip KB |',
  '| --- | --- | ---: | ---: |',
  ...files.map(
    (f) =>
      `| ${f.name.replace(/-[\w-]{8}\./, '.')} | ${initialNames.has(f.name) ? 'yes' : ''} | ${kb(f.raw)} | ${kb(f.gzip)} |`,
  ),
  '',
];
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bundle-size.md', lines.join('\n'));
console.log(
  `Bundle: initial JavaScript ${kb(initialGzip)} KB gzip (budget ${INITIAL_BUDGET_KB} KB), all ${kb(totalGzip)} KB in ${files.length} files → reports/bundle-size.md`,
);

if (process.argv.includes('--check') && initialGzip > INITIAL_BUDGET_BYTES) {
  console.error(
    `✖ The initial JavaScript is over budget: ${bytes(initialGzip)} > ${bytes(INITIAL_BUDGET_BYTES)} bytes gzip (${INITIAL_BUDGET_KB} KB).`,
  );
  process.exit(1);
}
