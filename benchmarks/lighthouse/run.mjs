// `npm run bench:lighthouse`: Lighthouse (performance) on what `npm start` serves, in Debian
// Chromium, with the mobile and the desktop preset, the median of RUNS runs per page. Pages: the
// visitor's `/` and `/user/login`, and a learner's `/dashboard`, `/incentives`, `/storefront`, `/catalog`, `/course/1`.
// Writes reports/lighthouse.md. Not part of `npm test`: the figures depend on the machine, so the
// report notes its load; compare figures within one report, not across days.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from 'vite';
import { buildServerBundle } from '../../scripts/build-server.mjs';
import { findChromium } from '../../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const report = fileURLToPath(new URL('../../reports/lighthouse.md', import.meta.url));

/** Who is signed in, and the pages measured as them. */
const AUDIENCES = [
  { role: 'visitor', pages: ['/', '/user/login'] },
  { role: 'learner', pages: ['/dashboard', '/incentives', '/storefront', '/catalog', '/course/1'] },
];
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
/** The targets every page must meet with the mobile preset. */
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the production bundle...');
  process.env.NODE_ENV = 'production';
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });
  await buildServerBundle();
}
const { createAppServer } = await import(new URL('../../dist-server/server.mjs', import.meta.url).href);

/** Serves the build with the mock signed in as `role` (the mock's state is one per process). */
async function serve(role) {
  process.env.MOCK_ROLE = role;
  const server = await createAppServer({ distDir: 'dist' });
  return { server, origin: await server.listen({ port: 0, host: '127.0.0.1' }) };
}

const loadBefore = loadavg()[0];
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const { role, pages } of AUDIENCES) {
    const { server, origin } = await serve(role);
    try {
      // A server that has been up a while has drawn its pages before: the first drawing of a fresh
      // process pays for compiling the renderer's code, which no visitor of a running site waits for.
      for (const path of pages) await fetch(origin + path, { headers: { Accept: 'text/html' } });
      for (const path of pages) {
        for (const preset of PRESETS) {
          const samples = [];
          for (let run = 0, failed = 0; run < RUNS; run++) {
            const result = await lighthouse(
              origin + path,
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
              preset.config,
            );
            // A run Lighthouse could not finish (a protocol timeout on a busy host) is run again,
            // rather than counted as a score of 0.
            if (result.lhr.runtimeError && failed < 3) {
              failed += 1;
              run -= 1;
              console.log(`  ${path} (${preset.name}): ${result.lhr.runtimeError.code}, run again`);
              continue;
            }
            const { audits, categories } = result.lhr;
            samples.push({
              score: Math.round((categories.performance.score ?? 0) * 100),
              fcp: audits['first-contentful-paint'].numericValue,
              lcp: audits['largest-contentful-paint'].numericValue,
              tbt: audits['total-blocking-time'].numericValue,
              cls: audits['cumulative-layout-shift'].numericValue,
              bytes: audits['total-byte-weight'].numericValue,
            });
          }
          const row = {
            page: path,
            role,
            preset: preset.name,
            score: median(samples.map((s) => s.score)),
            fcp: median(samples.map((s) => s.fcp)),
            lcp: median(samples.map((s) => s.lcp)),
            tbt: median(samples.map((s) => s.tbt)),
            cls: median(samples.map((s) => s.cls)),
            bytes: median(samples.map((s) => s.bytes)),
          };
          rows.push(row);
          console.log(
            `${preset.name.padEnd(7)} ${path.padEnd(12)} score ${row.score}  FCP ${Math.round(row.fcp)} ms  LCP ${Math.round(row.lcp)} ms  CLS ${row.cls.toFixed(3)}`,
          );
        }
      }
    } finally {
      await server.close();
    }
  }
} finally {
  await chrome.kill();
}

const meets = (row) =>
  row.preset !== 'mobile' ||
  (row.score >= TARGETS.score && row.lcp <= TARGETS.lcpMs && row.cls <= TARGETS.cls);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const lines = [
  '# Lighthouse',
  '',
  `Measured by \`npm run bench:lighthouse\` on what \`npm start\` serves (production build, embedded mock API),`,
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (performance only) in Debian Chromium, median of ${RUNS} runs.`,
  `Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(2)} before and ${loadavg()[0].toFixed(2)} after the runs.`,
  `Mobile targets: score ≥ ${TARGETS.score}, LCP ≤ ${seconds(TARGETS.lcpMs)}, CLS ≤ ${TARGETS.cls}.`,
  '',
  '| page | as | preset | score | FCP | LCP | TBT | CLS | transferred | mobile targets |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (row) =>
      `| ${row.page} | ${row.role} | ${row.preset} | ${row.score} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${Math.round(row.bytes / 1024)} KB | ${row.preset === 'mobile' ? (meets(row) ? 'met' : 'not met') : ''} |`,
  ),
  '',
];
writeFileSync(report, lines.join('\n'));
console.log(`→ ${report}`);
