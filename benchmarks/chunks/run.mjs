// `npm run bench:chunks`: the build's chunking by scripts/vite-first-load-chunk.ts against the
// bundler's, page by page: the same build without that plugin, once with Rolldown's documented
// groups (vite.config.ts, BUILD_CHUNKS=groups) and once with its automatic chunking alone. Each
// build is served as `npm start` serves it and every page is opened in Debian Chromium, first
// visit, until the network is idle: the scripts it fetched are counted (files, and bytes as sent,
// brotli). With the initial JavaScript of `/` as scripts/bundle-size.mjs counts it (gzip), it
// writes reports/chunks.md. Not part of `npm test`: it builds three times. Decision record 0002
// reads its figures.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { buildMockApiBundle, buildServerBundle } from '../../scripts/build-server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'node_modules/.cache/bench-chunks');
const report = join(ROOT, 'reports/chunks.md');

const AUDIENCES = [
  { role: 'visitor', pages: ['/', '/user/login'] },
  {
    role: 'learner',
    pages: ['/dashboard', '/catalog', '/course/1', '/incentives', '/storefront', '/videos', '/availability'],
  },
  { role: 'administrator', pages: ['/settings/storefront/registered', '/settings/incentives/products'] },
];
const CHUNKINGS = [
  { name: 'plugin', label: 'scripts/vite-first-load-chunk.ts', env: 'plugin' },
  { name: 'groups', label: "the bundler's groups", env: 'groups' },
  { name: 'bundler', label: "the bundler's automatic chunking", env: 'bundler' },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Initial JavaScript as scripts/bundle-size.mjs counts it: index.html's entry and preloads, gzip. */
function initialJs(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const names = new Set([...html.matchAll(/\/assets\/([^"']+\.js)/g)].map((match) => match[1]));
  let bytes = 0;
  for (const name of names)
    bytes += gzipSync(readFileSync(join(distDir, 'assets', name)), { level: 9 }).length;
  const files = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  return { files: names.size, bytes, chunks: files.length };
}

/** The scripts a first visit of `url` fetches until the network is idle: count and bytes as sent. */
async function scriptsOf(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Set();
    let bytes = 0;
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Script') scripts.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) bytes += encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    return { files: scripts.size, bytes };
  } finally {
    await context.close();
  }
}

console.log('Building the server and the mock API...');
process.env.NODE_ENV = 'production';
await buildServerBundle();
await buildMockApiBundle();
const { createProductionServer } = await import(
  new URL('../../dist-server/server.mjs', import.meta.url).href
);
const { listenMockApi } = await import(
  new URL('../../dist-mock-api/mock-api-server.mjs', import.meta.url).href
);

const results = {};
const browser = await puppeteer.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
  headless: true,
});
try {
  for (const chunking of CHUNKINGS) {
    const distDir = join(OUT, chunking.name);
    console.log(`Building with ${chunking.label}...`);
    process.env.BUILD_CHUNKS = chunking.env;
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: distDir, emptyOutDir: true },
    });
    results[chunking.name] = { initial: initialJs(distDir), pages: {} };
    for (const { role, pages } of AUDIENCES) {
      const api = await listenMockApi({ role });
      const server = await createProductionServer({ distDir, apiUrl: api.origin });
      const origin = await server.listen({ port: 0, host: '127.0.0.1' });
      try {
        for (const path of pages)
          results[chunking.name].pages[path] = await scriptsOf(browser, origin + path);
      } finally {
        await server.close();
        await api.close();
      }
    }
  }
} finally {
  delete process.env.BUILD_CHUNKS;
  await browser.close();
}

const [mine, ...others] = CHUNKINGS.map(({ name }) => results[name]);
const cell = (a, b) =>
  `${b.files} | ${kb(b.bytes)} (${(b.bytes - a.bytes >= 0 ? '+' : '') + kb(b.bytes - a.bytes)})`;
const lines = [
  '# Chunking: the first-load plugin against the bundler',
  '',
  'Measured by `npm run bench:chunks`: the same tree built three times, with `scripts/vite-first-load-chunk.ts`,',
  "with Rolldown's documented groups instead (`BUILD_CHUNKS=groups` in `vite.config.ts`: the first load by",
  "its `$initial` tag, the icons, and the modules 16 or more pages share, one chunk each) and with Rolldown's",
  "automatic chunking alone, each served as `npm start` serves it. A page's scripts are those a first",
  'visit in Chromium fetched until the network was idle: files, and KB as sent (brotli), with the',
  'difference from the plugin in brackets.',
  `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}; ${new Date().toISOString().slice(0, 10)}.`,
  '',
  "Initial JavaScript of `/` (index.html's entry and preloads, gzip, as `npm test`'s budget counts it), and",
  'the script files in the build:',
  '',
  ...CHUNKINGS.map(({ name, label }) => {
    const { bytes, files, chunks } = results[name].initial;
    return `- ${label}: **${kb(bytes)} KB** in ${files} files; ${chunks} files in all`;
  }),
  '',
  '| page (first visit) | plugin: files | KB | groups: files | KB | automatic: files | KB |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...Object.keys(mine.pages).map(
    (path) =>
      `| \`${path}\` | ${mine.pages[path].files} | ${kb(mine.pages[path].bytes)} | ${others.map((other) => cell(mine.pages[path], other.pages[path])).join(' | ')} |`,
  ),
  '',
];
writeFileSync(report, lines.join('\n'));
console.log(lines.join('\n'));
