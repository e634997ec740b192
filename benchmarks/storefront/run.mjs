// Storefront editor benchmark: builds the benchmark page for production, opens
// it in headless Chromium and times each editor operation on 300 sections
// (render + commit inside flushSync, on React DOM's profiling build). Writes
// reports/storefront-editor-bench.md.
// Not part of `npm test`: timings depend on the machine.
//
// BENCH_AGAINST=<git revision> also builds that revision's editor (driven by
// this benchmark page) and alternates the two run by run, so a change is
// judged by the ratio of two figures taken under the same load.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The runtime the page is built on, as vite.config.ts picks it (benchmarks/storefront/vite.config.ts). */
const RUNTIME = 'React DOM';
const AGAINST = process.env.BENCH_AGAINST;
const repo = fileURLToPath(new URL('../../', import.meta.url));
const WARMUP = 3;
const report = fileURLToPath(new URL('../../reports/storefront-editor-bench.md', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'storefront-bench-'));

/**
 * Each operation is a `name` and a `page` function, which runs in the page and so uses only
 * `window.bench`: `bench.measure` times one change, `bench.untimed` makes the changes before or
 * after it that bring every run back to the same 300 sections.
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
    // The form opened by a create starts its rich-text editor in the task after its paint.
    name: 'start the new form’s rich-text editor',
    page: async () => {
      const { bench } = window;
      bench.untimed({ type: 'create', index: 150, sectionType: 'rich_text' });
      const sample = await bench.editorStart();
      bench.untimed({ type: 'cancel', id: bench.config().editingId });
      return sample;
    },
  },
  {
    // Not dispatched: a keyboard pick-up on the drag handle, timed until the next frame.
    name: 'pick up a section with the keyboard (to the next frame)',
    page: async () => window.bench.pickUp(),
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
    // The title of the first section (a hero, on screen): its name in the toolbar and labels changes too.
    name: 'update content (title)',
    page: () => {
      const { bench } = window;
      const section = bench.config().sections.find((candidate) => candidate.id === 1);
      return bench.measure({
        type: 'updateContent',
        id: 1,
        content: { ...section.data.content, title: `Title ${performance.now().toFixed(3)}` },
      });
    },
  },
  {
    name: 'update appearance',
    page: () => {
      const { bench } = window;
      return bench.measure({
        type: 'updateAppearance',
        id: 3,
        appearance: {
          background_color: '#e7effa',
          background_image: null,
          text_color: null,
          spacing: performance.now() % 2 < 1 ? 'large' : 'small',
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
  {
    // Last: it leaves the page scrolled. Each run scrolls one more screen down the list.
    name: 'scroll one screen (cards rendered on the way)',
    page: async (run) => window.bench.scrollTo((run + 1) * 900),
  },
];

const quantile = (sorted, q) => {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
};
const ms = (value) => `${value.toFixed(1)} ms`;
const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const p95 = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.95,
  );

/** A checkout of `revision` beside this one, with this benchmark page and this installation. */
function checkout(revision) {
  const tree = join(scratch, 'tree');
  execFileSync('git', ['-C', repo, 'worktree', 'add', '--detach', tree, revision], { stdio: 'ignore' });
  for (const shared of ['node_modules', 'styled-system']) symlinkSync(join(repo, shared), join(tree, shared));
  rmSync(join(tree, 'benchmarks/storefront'), { recursive: true, force: true });
  cpSync(join(repo, 'benchmarks/storefront'), join(tree, 'benchmarks/storefront'), { recursive: true });
  return tree;
}

async function serve(root, name) {
  const config = join(root, 'benchmarks/storefront/vite.config.ts');
  const outDir = join(scratch, `build-${name}`);
  await build({ configFile: config, build: { outDir } });
  const server = await preview({
    configFile: config,
    preview: { port: 0, host: '127.0.0.1' },
    build: { outDir },
  });
  return { server, url: server.resolvedUrls?.local[0] };
}

async function open(browser, url) {
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
  return page;
}

async function main() {
  const load = loadavg().map((value) => value.toFixed(2));
  const servers = [];
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  let tree;
  const rows = [];
  try {
    const current = await serve(repo, 'current');
    servers.push(current.server);
    const pages = [await open(browser, current.url)];
    if (AGAINST) {
      tree = checkout(AGAINST);
      const before = await serve(tree, 'against');
      servers.push(before.server);
      pages.push(await open(browser, before.url));
    }
    for (const operation of OPERATIONS) {
      // Per page: walls and the probe's renders. Runs alternate between the pages.
      const samples = pages.map(() => ({ walls: [], renders: [] }));
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        for (const [which, page] of pages.entries()) {
          // The keyboard pick-up needs the focus: the page timed is the one in front.
          await page.bringToFront();
          const sample = await page.evaluate(operation.page, run);
          if (run >= WARMUP) {
            samples[which].walls.push(sample.wall);
            samples[which].renders.push(sample.render);
          }
        }
      }
      const [now, before] = samples;
      const row = {
        name: operation.name,
        median: median(now.walls),
        p95: p95(now.walls),
        renderMedian: median(now.renders),
        runs: now.walls.length,
        before: before ? median(before.walls) : undefined,
      };
      rows.push(row);
      console.log(
        `${operation.name}: median ${ms(row.median)}, p95 ${ms(row.p95)}` +
          (before ? `; ${AGAINST}: median ${ms(row.before)}` : ''),
      );
    }
    const loadAfter = loadavg().map((value) => value.toFixed(2));
    const userAgent = await pages[0].evaluate(() => navigator.userAgent);
    const revision = execFileSync('git', ['-C', repo, 'rev-parse', '--short', 'HEAD']).toString().trim();
    const compared = AGAINST !== undefined;
    const lines = [
      '# Storefront editor benchmark',
      '',
      `Each editor operation's commit time with **300 sections** on ${RUNTIME}: the operation is dispatched`,
      'inside `flushSync` on the production build of the editor canvas (`benchmarks/storefront/`), so the',
      'time is render + commit, layout effects included. "render (probe)" is the render part alone, as',
      "React's Profiler reports it (`actualDuration`, `benchmarks/storefront/commit-probe-react.tsx`).",
      '"scroll one screen" is the exception: nothing is dispatched, the page scrolls one more screen',
      'down and the figure is what the runtime then renders on its own (sections coming near the viewport',
      'render their cards), summed over the commits that follow. "start the new form’s rich-text editor" is',
      "not dispatched either: a created section's form starts its editor in the task after the form was",
      'painted (src/lib/use-after-paint.ts), and the figure is that task, from the start of its render to',
      'the moment the editor is in the page. "pick up a section with the keyboard" is a Space pressed on',
      "the first section's drag handle, timed until the next frame (so it includes the wait for that",
      'frame); Escape puts the section back, untimed.',
      `${WARMUP} warm-up runs are discarded. Regenerate with \`npm run bench:storefront\` (BENCH_RUNS=n to change the runs;`,
      "BENCH_AGAINST=<git revision> to time that revision's editor too, run for run in turn with this one).",
      '',
      compared
        ? `| operation | median | p95 | render (probe, median) | median at ${AGAINST} | ratio | runs |`
        : '| operation | median | p95 | render (probe, median) | runs |',
      compared ? '| --- | ---: | ---: | ---: | ---: | ---: | ---: |' : '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map((row) =>
        compared
          ? `| ${row.name} | ${ms(row.median)} | ${ms(row.p95)} | ${ms(row.renderMedian)} | ${ms(row.before)} | ${row.before > 0 ? `${(row.median / row.before).toFixed(2)}×` : '—'} | ${row.runs} |`
          : `| ${row.name} | ${ms(row.median)} | ${ms(row.p95)} | ${ms(row.renderMedian)} | ${row.runs} |`,
      ),
      '',
      `Measured at ${revision}${compared ? ` against ${AGAINST}` : ''}. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; ${userAgent.replace(/^.*(HeadlessChrome\/[\d.]+).*$/, '$1')}; ${new Date().toISOString().slice(0, 10)}.`,
      `Load average (1, 5, 15 min): ${load.join(', ')} at the start, ${loadAfter.join(', ')} at the end.`,
      '',
    ];
    writeFileSync(report, lines.join('\n'));
    console.log(`Wrote ${report}`);
  } finally {
    await browser.close();
    for (const server of servers) await new Promise((resolve) => server.httpServer.close(resolve));
    if (tree) execFileSync('git', ['-C', repo, 'worktree', 'remove', '--force', tree], { stdio: 'ignore' });
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
