// `npm run screenshots:review [-- --serve]`: after a red run, a local page (reg-cli's report) of
// every changed story picture: baseline, new picture and difference.
// `npm run screenshots:accept [-- <name or glob>...]`: writes those new pictures over their
// baselines, all of them or the ones named. docs/testing.md, "Reviewing a changed picture".
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import {
  ATTACHMENTS_DIR,
  acceptScreenshots,
  gatherChangedScreenshots,
  prepareReviewFolder,
  REVIEW_DIR,
  selectScreenshots,
} from './screenshot-review.mjs';

const root = process.cwd();
const reviewDir = join(root, REVIEW_DIR);
const [command, ...rest] = process.argv.slice(2);

const describe = (item) => `  ${item.isNew ? 'new    ' : 'changed'}  ${item.id}`;

/** Builds the report of `items` with reg-cli; returns its path. */
function buildReport(items) {
  prepareReviewFolder(reviewDir, items);
  // reg-cli compares the two folders itself and writes the report; -I: a change is what we are
  // here to look at, not an error.
  const regCli = createRequire(import.meta.url).resolve('reg-cli/dist/cli.js');
  const result = spawnSync(
    process.execPath,
    [regCli, 'new', 'baseline', 'diff', '--report', 'index.html', '--json', 'reg.json', '-I', '-C', '2'],
    { cwd: reviewDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    console.error(`reg-cli failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  return join(reviewDir, 'index.html');
}

function review(args) {
  const { values } = parseArgs({
    args,
    options: { serve: { type: 'boolean', default: false }, port: { type: 'string', default: '4180' } },
  });
  const items = gatherChangedScreenshots(root);
  if (items.length === 0) {
    rmSync(reviewDir, { recursive: true, force: true });
    console.log(
      `No changed story picture to review (${ATTACHMENTS_DIR} holds none newer than its baseline).`,
    );
    return;
  }
  const report = buildReport(items);
  const changed = items.filter((item) => !item.isNew).length;
  console.log(`${changed} changed and ${items.length - changed} new story picture(s):`);
  for (const item of items) console.log(describe(item));
  console.log(`\nReport (baseline, new, difference): ${relative(root, report)}\n  file://${report}`);
  console.log(
    'Accept them all: npm run screenshots:accept\n' +
      "Or some:         npm run screenshots:accept -- LoginPage 'Button.stories.tsx/*'",
  );
  if (!values.serve) return;
  const files = sirv(reviewDir, { dev: true });
  createServer((req, res) => files(req, res, () => res.writeHead(404).end('Not found'))).listen(
    Number(values.port),
    '127.0.0.1',
    () => console.log(`\nServing the report on http://127.0.0.1:${values.port}/ (Ctrl-C stops)`),
  );
}

function accept(patterns) {
  const items = gatherChangedScreenshots(root);
  if (items.length === 0) {
    console.log(
      `No changed story picture to accept (${ATTACHMENTS_DIR} holds none newer than its baseline).`,
    );
    return;
  }
  const { selected, unmatched } = selectScreenshots(items, patterns);
  if (unmatched.length > 0) {
    console.error(
      `Nothing matches ${unmatched.map((pattern) => `"${pattern}"`).join(', ')}. The changed pictures:`,
    );
    for (const item of items) console.error(describe(item));
    process.exit(1);
  }
  const written = acceptScreenshots(root, selected);
  console.log(`Wrote ${written.length} baseline(s):`);
  for (const path of written) console.log(`  ${path}`);
  const left = gatherChangedScreenshots(root);
  if (left.length === 0) {
    rmSync(reviewDir, { recursive: true, force: true });
    return;
  }
  // The report now shows only what is left.
  console.log(`${left.length} left as they were, in the report again: ${relative(root, buildReport(left))}`);
}

if (command === 'review') review(rest);
else if (command === 'accept') accept(rest);
else {
  console.error('Usage: node scripts/screenshots.mjs review [--serve] [--port N] | accept [name or glob...]');
  process.exit(2);
}
