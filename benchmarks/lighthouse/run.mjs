// `npm run bench:lighthouse`: Lighthouse (performance) on what `npm start` serves, in Debian
// Chromium, with the mobile and the desktop preset, the median of RUNS runs per page. Pages: the
// visitor's `/` and `/user/login`, and a learner's `/dashboard`, `/incentives`, `/storefront`, `/catalog`, `/course/1`.
// Each run has a browser of its own, started for it, as Lighthouse's CLI and PageSpeed Insights
// measure: nothing compiled or cached by an earlier run carries over.
// Writes reports/lighthouse.md. Not part of `npm test`: the figures depend on the machine, so the
// report notes its load; compare figures within one report, not across days.
//
// BENCH_AGAINST=<git revision> also builds that revision in a worktree of its own (its own install,
// its own `npm start`) and measures its pages with the mobile preset, run for run in turn with this
// tree's, so the two columns of the report are taken under the same load.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { findChromium } from '../../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const AGAINST = process.env.BENCH_AGAINST;
const report = fileURLToPath(new URL('../../reports/lighthouse.md', import.meta.url));

/** Who is signed in, and the pages measured as them. */
const AUDIENCES = [
  { role: 'visitor', pages: ['/', '/user/login'] },
  { role: 'learner', pages: ['/dashboard', '/incentives', '/storefront', '/catalog', '/course/1'] },
];
// BENCH_PAGES=/dashboard,/catalog measures those pages alone.
const PAGES = process.env.BENCH_PAGES?.split(',');
// BENCH_PRESETS=mobile measures the mobile preset alone.
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter(({ name }) => (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',').includes(name));
/** The targets every page must meet with the mobile preset. */
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The production build, as `npm start` makes it (nothing is built when nothing it reads changed).
if (process.env.SKIP_BUILD !== '1')
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });

/**
 * The other revision, installed and built in a worktree in the system's temporary folder, kept between
 * runs. Not under node_modules: built there, Panda found none of the tree's sources to scan and its
 * stylesheet held the reset alone (31 KB against 97 KB), so its pages were measured unstyled.
 * Its `npm start` (scripts/start.mjs) builds it once; each audience then gets a server of its own.
 */
async function prepareAgainst(revision) {
  const commit = execFileSync('git', ['rev-parse', '--short', revision], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const tree = join(tmpdir(), 'learning-platform-bench', commit);
  if (!existsSync(tree)) {
    execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, commit], {
      cwd: ROOT,
      stdio: 'ignore',
    });
  }
  if (!existsSync(`${tree}/node_modules`)) {
    console.log(`Installing ${commit} in ${tree}...`);
    // As .ci/run does: `npm install` of the same locked versions where npm refuses `npm ci`.
    try {
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
    } catch {
      execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
    }
  }
  if (!existsSync(`${tree}/dist/index.html`)) {
    console.log(`Building ${commit}...`);
    // Built by its own `npm start`, whatever SKIP_BUILD says of this tree.
    const { stop } = await startProcess(tree, 'visitor', { SKIP_BUILD: '0' });
    await stop();
  }
  return { commit, tree };
}

/** `npm start` of a tree as a process, signed in as `role`, once it responds. */
async function startProcess(tree, role, extra = { SKIP_BUILD: '1' }) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = { ...process.env, ...extra, PORT: String(port), MOCK_ROLE: role };
  for (const name of ['API_URL', 'MOCK_SCENARIO', 'MOCK_SEED', 'NODE_ENV']) delete env[name];
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: tree, env, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 300_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`${tree}: npm start stopped (${child.exitCode})`);
    try {
      await fetch(origin, { signal: AbortSignal.timeout(2000) });
      const stop = () =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill();
        });
      return { origin, stop };
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  child.kill();
  throw new Error(`${tree}: npm start never responded`);
}

/**
 * One Lighthouse run in a browser started for it, or undefined when Lighthouse could not finish it
 * (a protocol timeout on a busy host).
 */
async function measure(url, config) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  let lhr;
  try {
    ({ lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      config,
    ));
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError) return undefined;
  const { audits, categories } = lhr;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
  };
}

/** The median of each figure of the samples. */
const medians = (samples) =>
  Object.fromEntries(
    ['score', 'fcp', 'lcp', 'tbt', 'cls', 'bytes'].map((key) => [key, median(samples.map((s) => s[key]))]),
  );

const against = AGAINST ? await prepareAgainst(AGAINST) : undefined;

const loadBefore = loadavg()[0];
const rows = [];
const againstRows = [];
for (const { role, pages: all } of AUDIENCES) {
  const pages = all.filter((page) => !PAGES || PAGES.includes(page));
  if (pages.length === 0) continue;
  const ours = await startProcess(ROOT, role);
  const { origin } = ours;
  const other = against ? await startProcess(against.tree, role) : undefined;
  try {
    // A server that has been up a while has rendered its pages before: the first render of a fresh
    // process pays for compiling the renderer's code, which no visitor of a running site waits for.
    for (const path of pages) {
      await fetch(origin + path, { headers: { Accept: 'text/html' } });
      if (other) await fetch(other.origin + path, { headers: { Accept: 'text/html' } });
    }
    for (const path of pages) {
      for (const preset of PRESETS) {
        const samples = [];
        const otherSamples = [];
        // With another revision, its run follows each of this tree's: both under the same load.
        const compare = other && preset.name === 'mobile';
        for (let run = 0, failed = 0; run < RUNS; run++) {
          const sample = await measure(origin + path, preset.config);
          const otherSample = compare ? await measure(other.origin + path, preset.config) : {};
          // A run Lighthouse could not finish is run again, rather than counted as a score of 0.
          if ((!sample || !otherSample) && failed < 3) {
            failed += 1;
            run -= 1;
            console.log(`  ${path} (${preset.name}): a run did not finish, run again`);
            continue;
          }
          if (sample) samples.push(sample);
          if (compare && otherSample) otherSamples.push(otherSample);
        }
        const row = { page: path, role, preset: preset.name, ...medians(samples) };
        rows.push(row);
        console.log(
          `${preset.name.padEnd(7)} ${path.padEnd(12)} score ${row.score}  FCP ${Math.round(row.fcp)} ms  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}`,
        );
        if (compare) {
          const otherRow = { page: path, role, preset: preset.name, ...medians(otherSamples) };
          againstRows.push({ ours: row, theirs: otherRow });
          console.log(
            `${against.commit.padEnd(7)} ${path.padEnd(12)} score ${otherRow.score}  FCP ${Math.round(otherRow.fcp)} ms  LCP ${Math.round(otherRow.lcp)} ms  TBT ${Math.round(otherRow.tbt)} ms`,
          );
        }
      }
    }
  } finally {
    await ours.stop();
    await other?.stop();
  }
}

const meets = (row) =>
  row.preset !== 'mobile' ||
  (row.score >= TARGETS.score && row.lcp <= TARGETS.lcpMs && row.cls <= TARGETS.cls);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const dirty = () =>
  execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
const lines = [
  '# Lighthouse',
  '',
  `Measured by \`npm run bench:lighthouse\` on what \`npm start\` serves (production build, the mock API as its backend),`,
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (performance only) in Debian Chromium, a fresh browser for each run, median of ${RUNS} runs.`,
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
if (against) {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  lines.push(
    `## Against ${against.commit}`,
    '',
    `The same pages of ${against.commit} (\`BENCH_AGAINST=${AGAINST}\`, its own build and \`npm start\`), mobile preset,`,
    `measured in this run, each of its runs right after the matching run of this tree (${head}${dirty() ? ', with changes not committed' : ''}). Median of ${RUNS}.`,
    '',
    `| page | score ${against.commit} → this | FCP | LCP | TBT | transferred |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...againstRows.map(
      ({ ours, theirs }) =>
        `| ${ours.page} | ${theirs.score} → ${ours.score} | ${seconds(theirs.fcp)} → ${seconds(ours.fcp)} | ${seconds(theirs.lcp)} → ${seconds(ours.lcp)} | ${Math.round(theirs.tbt)} → ${Math.round(ours.tbt)} ms | ${Math.round(theirs.bytes / 1024)} → ${Math.round(ours.bytes / 1024)} KB |`,
    ),
    '',
  );
}
writeFileSync(report, lines.join('\n'));
console.log(`→ ${report}`);
