// `npm test`: every check the project has, in order of cost; exits non-zero if any fails.
// A check before the tests that fails stops the run; failed tests still get their summary.
//   1. Panda's code generation and style extraction, type-check (tsc -b)
//   2. lint and format (biome), imports (layers, no cycle), the contract's lint (redocly)
//   3. vitest: unit tests (Node), every story in headless Chromium (play
//      function + axe + screenshot baseline), end-to-end flows on the
//      production build in front of the mock API server, in Chromium, and the
//      journeys also in Firefox ESR and WebKit (e2e/engines/).
//   4. the bundle-size budget on that production build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureEngines } from './browsers.mjs';
import { ensureChromium } from './chromium.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Node ${process.versions.node} is too old for the test tools (they need >= 22.22).\n` +
      'Run the tests through npm (`npm test`), which uses the Node 24 installed in node_modules by `npm ci`.',
  );
  process.exit(1);
}

const started = Date.now();
const since = (from) => `${((Date.now() - from) / 1000).toFixed(1)}s`;
process.env.CHROME_PATH = ensureChromium();
// The journeys also run in Firefox ESR and WebKit (e2e/engines/), behind nginx too: found or
// installed like Chromium.
ensureEngines();
console.log(`✔ Browsers and nginx ready (${since(started)})`);
process.env.TZ = 'UTC';
// The contract linter would otherwise phone home and look for updates.
process.env.REDOCLY_TELEMETRY = 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE = 'true';

/** Runs one step; a failed one stops the run, unless `orStop` is false: it then returns false. */
const step = (title, command, args, { orStop = true } = {}) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    if (orStop) process.exit(result.status ?? 1);
    return false;
  }
  console.log(`✔ ${title} (${seconds}s)`);
  return true;
};

const bin = (name) => `node_modules/.bin/${name}`;
const extra = process.argv.slice(2);

step('Panda codegen', process.execPath, [bin('panda'), 'codegen', '--silent']);
// Panda reports a style it cannot parse and carries on; here that fails the run.
{
  console.log('\n▶ Panda style extraction');
  const extractionStarted = Date.now();
  const css = spawnSync(
    process.execPath,
    [bin('panda'), 'cssgen', '--outfile', 'node_modules/.cache/panda-check.css'],
    {
      encoding: 'utf8',
      env: process.env,
    },
  );
  const output = `${css.stdout}${css.stderr}`;
  if (css.status !== 0 || /\berror\b/.test(output)) {
    console.error(output);
    console.error('✖ Panda could not extract every style');
    process.exit(1);
  }
  console.log(`✔ Panda style extraction (${since(extractionStarted)})`);
}
step('Type-check', process.execPath, [bin('tsc'), '-b']);
step('Lint and format', process.execPath, [bin('biome'), 'check', '.']);
step('Imports: layers and cycles', process.execPath, ['scripts/check-imports.mjs']);
// The published contract is valid OpenAPI that independent tools load (redocly.yaml).
step('API contract lint', process.execPath, [bin('redocly'), 'lint']);
mkdirSync('reports', { recursive: true });
// A report left by an earlier run must not be taken for this one's, should Vitest stop before writing it.
rmSync('reports/vitest.json', { force: true });
// Failed tests still get the summary below, counted by kind.
const testsPassed = step(
  'Unit, story and end-to-end tests',
  process.execPath,
  [
    bin('vitest'),
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
    ...extra,
  ],
  { orStop: false },
);
if (!existsSync('reports/vitest.json')) process.exit(1);

// The e2e setup built dist/: check the size budget on exactly that bundle.
if (testsPassed && extra.length === 0)
  step('Bundle size budget', process.execPath, ['scripts/bundle-size.mjs', '--check']);

// A summary by project, so the output says how many stories ran in Chromium.
const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
const byProject = new Map();
/** Each kind's first start and last end: the Firefox and WebKit journeys run within the end-to-end span. */
const spans = new Map();
for (const file of report.testResults) {
  const engine = /\/e2e\/engines\/(firefox|webkit)\./.exec(file.name)?.[1];
  const project = file.name.includes('.stories.')
    ? 'storybook'
    : engine
      ? `e2e-${engine}`
      : file.name.includes('/e2e/')
        ? 'e2e'
        : 'unit';
  const counts = byProject.get(project) ?? { passed: 0, failed: 0, skipped: 0 };
  for (const test of file.assertionResults) {
    if (test.status === 'passed') counts.passed++;
    else if (test.status === 'failed') counts.failed++;
    else counts.skipped++;
  }
  byProject.set(project, counts);
  const span = spans.get(project) ?? { start: file.startTime, end: file.endTime };
  spans.set(project, { start: Math.min(span.start, file.startTime), end: Math.max(span.end, file.endTime) });
}
const labels = {
  unit: 'unit tests (Node)',
  storybook: 'story tests in Chromium',
  e2e: 'end-to-end flows in Chromium',
  'e2e-firefox': 'end-to-end flows in Firefox ESR',
  'e2e-webkit': "end-to-end flows in WebKit (WebKitGTK's MiniBrowser)",
};
console.log('');
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
for (const [project, counts] of byProject) {
  const span = spans.get(project);
  const took =
    span && span.end > span.start
      ? `, from ${minutes(span.start - report.startTime)} to ${minutes(span.end - report.startTime)}`
      : '';
  const failed = counts.failed > 0 ? `, ${counts.failed} failed` : '';
  console.log(`  ${labels[project]}: ${counts.passed} passed${failed}${took}`);
}
// What costs the most, for whoever wants the run shorter (docs/testing.md, "What the run costs").
const slowest = report.testResults
  .map((file) => ({ name: file.name.replace(`${process.cwd()}/`, ''), ms: file.endTime - file.startTime }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 8);
console.log('\n  slowest files:');
for (const { name, ms } of slowest) console.log(`    ${(ms / 1000).toFixed(0).padStart(5)} s  ${name}`);
const total = report.numPassedTests;
console.log(
  `\n${total} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped, in ${minutes(Date.now() - started)}`,
);
if (!testsPassed) process.exit(1);
