// Storefront editor benchmark: builds the benchmark page for production, opens
// it in headless Chromium and times each editor operation on 300 sections
// (React render + commit inside flushSync). Writes reports/storefront-editor-bench.md.
// Not part of `npm test`: timings depend on the machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
const report = fileURLToPath(new URL('../../reports/storefront-editor-bench.md', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));

/**
 * Each operation: `setup` (untimed) prepares the state, `action` is timed,
 * `teardown` (untimed) restores the state so every run starts from the same
 * 300 sections. Functions run in the page, so they only use `window.bench`.
 */
const OPERATIONS = [
  {
    name: 'load 300 sections',
    page: () => {
      const { bench } = window;
      bench.untimed({ type: 'leave' });
      return bench.measure({ type: 'load', storefront: { id: 1, sections: bench.sections(bench.count) } });
    },
  },
  {
    name: 'enter edit (content form)',
    page: () => {
      const { bench } = window;
      const sample = bench.measure({ type: 'setState', id: 150, state: 'edit' });
      bench.untimed({ type: 'setState', id: 150, state: 'view' });
      return sample;
    },
  },
  {
    name: 'leave edit (back to view)',
    page: () => {
      const { bench } = window;
      bench.untimed({ type: 'setState', id: 150, state: 'edit' });
      return bench.measure({ type: 'setState', id: 150, state: 'view' });
    },
  },
  {
    name: 'create section at index 150',
    page: () => {
      const { bench } = window;
      const sample = bench.measure({ type: 'create', index: 150, sectionType: 'rich_text' });
      bench.untimed({ type: 'cancel', id: bench.config().editingId });
      return sample;
    },
  },
  {
    name: 'move section down one place',
    page: () => {
      const { bench } = window;
      const sample = bench.measure({ type: 'move', id: 150, index: 150 });
      bench.untimed({ type: 'move', id: 150, index: 149 });
      return sample;
    },
  },
  {
    name: 'move section first → last',
    page: () => {
      const { bench } = window;
      const first = bench.config().sections[0].id;
      const sample = bench.measure({ type: 'move', id: first, index: bench.count - 1 });
      bench.untimed({ type: 'move', id: first, index: 0 });
      return sample;
    },
  },
  {
    name: 'update content',
    page: () => {
      const { bench } = window;
      return bench.measure({
        type: 'updateContent',
        id: 149,
        content: { html: `<p>Text ${performance.now()}</p>` },
      });
    },
  },
  {
    name: 'update appearance',
    page: () => {
      const { bench } = window;
      return bench.measure({
        type: 'updateAppearance',
        id: 152,
        appearance: {
          background_color: '#e7effa',
          background_image: null,
          text_color: null,
          spacing: 'large',
          width: 'wide',
        },
      });
    },
  },
  {
    name: 'copy section',
    page: () => {
      const { bench } = window;
      const sample = bench.measure({ type: 'copy', id: 153 });
      bench.untimed({ type: 'discardCopy' });
      return sample;
    },
  },
  {
    name: 'paste section at index 10',
    page: () => {
      const { bench } = window;
      bench.untimed({ type: 'copy', id: 153 });
      const sample = bench.measure({ type: 'paste', index: 10 });
      bench.untimed({ type: 'remove', id: bench.config().sections[10].id });
      return sample;
    },
  },
  {
    name: 'remove section',
    page: () => {
      const { bench } = window;
      bench.untimed({ type: 'copy', id: 154 });
      bench.untimed({ type: 'paste', index: 200 });
      const id = bench.config().sections[200].id;
      return bench.measure({ type: 'remove', id });
    },
  },
];

const quantile = (sorted, q) => {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function main() {
  await build({ configFile, build: { outDir } });
  const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' }, build: { outDir } });
  const url = server.resolvedUrls?.local[0];
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const rows = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.waitForFunction(() => window.bench?.ready === true);
    await page.evaluate(() => {
      const { bench } = window;
      bench.untimed({ type: 'load', storefront: { id: 1, sections: bench.sections(bench.count) } });
    });
    const sectionCount = await page.evaluate(
      () => document.querySelectorAll('[data-testid="editor-section"]').length,
    );
    if (sectionCount !== 300) throw new Error(`expected 300 rendered sections, found ${sectionCount}`);
    for (const operation of OPERATIONS) {
      const walls = [];
      const renders = [];
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const sample = await page.evaluate(operation.page);
        if (run >= WARMUP) {
          walls.push(sample.wall);
          renders.push(sample.render);
        }
      }
      walls.sort((a, b) => a - b);
      renders.sort((a, b) => a - b);
      rows.push({
        name: operation.name,
        median: quantile(walls, 0.5),
        p95: quantile(walls, 0.95),
        renderMedian: quantile(renders, 0.5),
        runs: walls.length,
      });
      console.log(`${operation.name}: median ${ms(quantile(walls, 0.5))}, p95 ${ms(quantile(walls, 0.95))}`);
    }
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const lines = [
      '# Storefront editor benchmark',
      '',
      `Each editor operation's commit time with **300 sections**: the operation is dispatched inside`,
      '`flushSync` on the production build of the editor canvas (`benchmarks/storefront/`), so the',
      "time is React render + commit, layout effects included. The page uses React's profiling build",
      '(production code with `<Profiler>` timings kept): "render (Profiler)" is the `actualDuration`',
      'React reports for that commit — the render part alone.',
      `${WARMUP} warm-up runs are discarded. Regenerate with \`npm run bench:storefront\` (BENCH_RUNS=n to change the runs).`,
      '',
      '| operation | median | p95 | render (Profiler, median) | runs | sections |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${ms(row.median)} | ${ms(row.p95)} | ${ms(row.renderMedian)} | ${row.runs} | 300 |`,
      ),
      '',
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; ${userAgent.replace(/^.*(HeadlessChrome\/[\d.]+).*$/, '$1')}; ${new Date().toISOString().slice(0, 10)}.`,
      '',
    ];
    writeFileSync(report, lines.join('\n'));
    console.log(`Wrote ${report}`);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
