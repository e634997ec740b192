// `npm run bench:server`: the production server under load, started as a deployment starts it
// (`SKIP_BUILD=1 PORT=… [API_URL=…] node <npm start's flags> scripts/start.mjs`) and measured from
// outside with autocannon.
// Pages: a visitor's `/` (drawn on the server), a learner's `/dashboard` (session cookie) and a hashed
// script from dist/index.html (brotli), each for BENCH_DURATION seconds (default 10) at 1, 10 and 50
// connections. Backends: the embedded mock; a stub that replays the mock's answers
// (benchmarks/server/stub-backend.mjs), so the mock's own cost is left out; that stub answering after
// 2 s; and one that never answers (at 10 connections only). Also the server's resident memory before
// and after BENCH_MEMORY_REQUESTS (default 10,000) requests of `/`. Writes reports/server-bench.md.
// Builds nothing: it serves what the last `npm start` built. Not part of `npm test`: the figures
// depend on the machine, so the report notes its load; compare figures within one report.
// `BENCH_AGAINST=<git revision> npm run bench:server` measures something else: this build's CPU a
// drawn page against that revision's, side by side (reports/server-compare.md; see compareWith).
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const report = join(ROOT, 'reports/server-bench.md');
const stubScript = fileURLToPath(new URL('./stub-backend.mjs', import.meta.url));
/** The Node the project runs on (package.json's `node` devDependency), as `npm start` would use it. */
const NODE = existsSync(join(ROOT, 'node_modules/.bin/node'))
  ? join(ROOT, 'node_modules/.bin/node')
  : process.execPath;
/**
 * The Node flags `npm start` runs the server with (package.json's `start`): the server measured is
 * the one a deployment runs.
 */
const START_FLAGS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'));
/** The server bundle `npm start` runs (scripts/build-server.mjs). */
const BUNDLE = existsSync(join(ROOT, 'dist-server/server.mjs')) ? 'dist-server/server.mjs' : undefined;

const DURATION = Number(process.env.BENCH_DURATION || 10);
/**
 * Against the slow backends a page takes up to the drawing budget (3 s, src/entry-server.tsx) before
 * the server gives up and sends index.html: a shorter run would end before any answer arrives.
 */
const SLOW_DURATION = Math.max(DURATION, 8);
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS || 10_000);
/**
 * Drawn pages each server answers, of each drawn page, before anything is measured: the first
 * thousands of drawings still compile the app's code on V8's helper threads, which is not what a
 * server that has been up for a while costs.
 */
const WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP_REQUESTS ?? 2_000);
const CONNECTIONS = [1, 10, 50];
/** autocannon's wait for an answer, in seconds: a request still unanswered then is a timeout. */
const TIMEOUT_S = 10;
const HEALTH_LIMIT_MS = 60_000;
/** What a drawn `/` must sustain at 10 connections. */
const TARGETS = { connections: 10, requestsPerSecond: 200, p99Ms: 250 };

if (
  !(DURATION > 0) ||
  !(MEMORY_REQUESTS > 0) ||
  !(Number(process.env.BENCH_ROUNDS || 4) > 0) ||
  !(WARM_UP_REQUESTS >= 0)
) {
  console.error(
    'BENCH_DURATION, BENCH_MEMORY_REQUESTS and BENCH_ROUNDS must be positive numbers, BENCH_WARM_UP_REQUESTS zero or more.',
  );
  process.exit(2);
}
if (!existsSync(join(ROOT, 'dist/index.html')) || !BUNDLE) {
  console.error(
    'No build to measure (dist/index.html or dist-server/server.mjs is missing): ' +
      'run `npm start` once to build, then run this again.',
  );
  process.exit(1);
}
const indexHtml = readFileSync(join(ROOT, 'dist/index.html'), 'utf8');
const asset = indexHtml.match(/"(\/assets\/[^"?#]+\.js)"/)?.[1];
if (!asset) {
  console.error('dist/index.html names no /assets/*.js file.');
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------
// Child processes: every one is stopped on the way out, whichever way that is.

const children = new Set();
const track = (child) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};
const killChildren = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and the stub.`);
    killChildren();
    process.exit(130);
  });
}

/** Stops a child: SIGTERM, then SIGKILL if it is still there after 5 s. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** The last lines a child printed, for the message when it fails. */
function keepTail(child) {
  const lines = [];
  const keep = (chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.map((line) => `    ${line}`).join('\n');
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** The production server as a deployment starts it (from the build in `root`), once it answers /healthz. */
async function startServer(apiUrl, root = ROOT) {
  const port = await freePort();
  const env = { ...process.env, SKIP_BUILD: '1', PORT: String(port) };
  // The defaults are measured: no scenario, role or seed of the caller's shell.
  for (const name of ['API_URL', 'MOCK_SCENARIO', 'MOCK_ROLE', 'MOCK_SEED']) delete env[name];
  if (apiUrl) env.API_URL = apiUrl;
  const child = track(
    spawn(NODE, [...START_FLAGS, 'scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const output = keepTail(child);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server stopped (${child.exitCode ?? child.signalCode}) before answering /healthz:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return { child, origin, output };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop(child);
  throw new Error(`the server did not answer /healthz within ${HEALTH_LIMIT_MS / 1000} s:\n${output()}`);
}

/** benchmarks/server/stub-backend.mjs in a child process. */
async function startStub({ delayMs = 0, never = false }) {
  const args = never ? ['--never'] : ['--bundle', join(ROOT, BUNDLE), '--delay-ms', String(delayMs)];
  const child = track(fork(stubScript, args, { execPath: NODE, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }));
  const output = keepTail(child);
  const origin = await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the stub backend did not start:\n${output()}`)), 60_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      done(message.origin);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the stub backend stopped (${code}):\n${output()}`));
    });
  });
  return { child, origin };
}

/** Resident memory of a process, in MB (Linux only). */
function residentMb(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Clock ticks a second, the unit of /proc's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (user and system) used so far by what a /proc stat file describes, in ms (Linux only). */
function cpuMsOf(statFile) {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // After the command's name in parentheses: state is field 3, utime and stime fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** CPU time (user and system, all its threads) a process has used so far, in ms (Linux only). */
const cpuMs = (pid) => cpuMsOf(`/proc/${pid}/stat`);

/**
 * What each kind of a process's threads used of the CPU so far, in ms (Linux only), by the names Node
 * and V8 give them: the main thread, the drawing threads (Node's worker threads), V8's own helper
 * threads (garbage collection and the optimising compilers), and the rest (libuv's pool…).
 */
function cpuByThreadMs(pid) {
  const kinds = { WorkerThread: 'drawing', V8Worker: 'v8' };
  const used = { main: 0, drawing: 0, v8: 0, other: 0 };
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      // The main thread is the one whose id is the process's (its name depends on Node's version).
      const name = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim();
      const kind = task === String(pid) ? 'main' : (kinds[name] ?? 'other');
      const ms = cpuMsOf(`/proc/${pid}/task/${task}/stat`);
      if (ms !== undefined) used[kind] += ms;
    }
    return used;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------
// Requests.

/** A learner's cookies, signed in as e2e/engines/api.ts `apiAs` does: one Cookie header. */
async function learnerCookie(origin) {
  const cookies = new Map();
  const send = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...cookies].map(([key, value]) => `${key}=${value}`).join('; '));
    const response = await fetch(origin + path, { ...init, headers, signal: AbortSignal.timeout(30_000) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  };
  await send('/api/v2/me');
  await send('/api/v2/user/login', {
    method: 'POST',
    body: new URLSearchParams({ name: 'learner', pass: 'learner' }),
    headers: { 'X-XSRF-TOKEN': cookies.get('XSRF-TOKEN') ?? '' },
  });
  return [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
}

const targetsFor = (cookie) => [
  { label: '/', path: '/', headers: { Accept: 'text/html' } },
  { label: '/dashboard', path: '/dashboard', headers: { Accept: 'text/html', Cookie: cookie } },
  { label: 'asset', path: asset, headers: { 'Accept-Encoding': 'br' } },
];

/** One request of a target, to warm the server and see what it sends: drawn page, index.html, file. */
async function probe(origin, target) {
  try {
    const response = await fetch(origin + target.path, {
      headers: target.headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_S * 1000),
    });
    const body = await response.text();
    if (target.label === 'asset')
      return `${response.status} ${response.headers.get('content-encoding') ?? 'raw'}`;
    if (response.status !== 200) return `${response.status}`;
    return body.includes('id="page-state"') ? '200 drawn' : '200 index.html (not drawn)';
  } catch (error) {
    return `failed (${error.name === 'TimeoutError' ? 'timed out' : error.message})`;
  }
}

/** Two runs of `load` taken as one: their counts summed, each latency the larger of the two. */
function bothHalves(first, second) {
  const seconds = first.seconds + second.seconds;
  const answered = first.answered + second.answered;
  return {
    requestsPerSecond: answered / seconds,
    answered,
    p50: Math.max(first.p50, second.p50),
    p99: Math.max(first.p99, second.p99),
    errors: first.errors + second.errors,
    timeouts: first.timeouts + second.timeouts,
    non2xx: first.non2xx + second.non2xx,
    seconds,
  };
}

async function load(origin, target, options) {
  const result = await autocannon({
    url: origin + target.path,
    headers: target.headers,
    timeout: TIMEOUT_S,
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    answered: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    seconds: result.duration,
  };
}

// ---------------------------------------------------------------------------------------------------
// BENCH_AGAINST=<git revision>: this build against that revision's, a drawn `/` at 10 connections,
// both at once, BENCH_ROUNDS times (default 4) on each backend. On a shared host the same build's CPU
// a page moves by a quarter from one run to the next: a change is judged by the ratio of the two
// loaded at the same time. Writes reports/server-compare.md.

const AGAINST = process.env.BENCH_AGAINST;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const COMPARE_SECONDS = 20;
const WARM_REQUESTS = 2000;

/** A checkout of `revision` beside this one, sharing its installation, built as `npm start` builds. */
function buildRevision(revision, scratch) {
  const tree = join(scratch, 'tree');
  execFileSync('git', ['-C', ROOT, 'worktree', 'add', '--detach', tree, revision], { stdio: 'ignore' });
  for (const shared of ['node_modules', 'styled-system']) symlinkSync(join(ROOT, shared), join(tree, shared));
  const script = [
    "const { build } = await import('vite');",
    "await build({ configFile: 'vite.config.ts', logLevel: 'warn' });",
    "const { buildServerBundle } = await import('./scripts/build-server.mjs');",
    'await buildServerBundle();',
  ].join('\n');
  execFileSync(NODE, ['--input-type=module', '-e', script], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return tree;
}

/**
 * Both builds at once, each in a server of its own and loaded by its own autocannon at 10
 * connections on a drawn `/` for COMPARE_SECONDS: whatever else the host runs meanwhile weighs on
 * both alike, so the ratio of their CPU a page holds where each figure alone moves by a quarter.
 */
async function drawnPageCosts(roots, apiUrl) {
  const servers = [];
  try {
    for (const root of roots) servers.push(await startServer(apiUrl, root));
    const [page] = targetsFor('');
    await Promise.all(
      servers.map((server) => load(server.origin, page, { connections: 10, amount: WARM_REQUESTS })),
    );
    const before = servers.map((server) => cpuMs(server.child.pid));
    const runs = await Promise.all(
      servers.map((server) => load(server.origin, page, { connections: 10, duration: COMPARE_SECONDS })),
    );
    return runs.map((run, index) => ({
      cpu: (cpuMs(servers[index].child.pid) - before[index]) / run.answered,
      rate: run.requestsPerSecond,
      run,
    }));
  } finally {
    await Promise.all(servers.map((server) => stop(server.child)));
  }
}

async function compareWith(revision) {
  const revisionOf = (rev) =>
    execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', rev], { encoding: 'utf8' }).trim();
  const scratch = mkdtempSync(join(tmpdir(), 'server-bench-'));
  let tree;
  const loadBefore = loadavg();
  const rows = [];
  try {
    console.log(`Building ${revision} (${revisionOf(revision)}) beside this build...`);
    tree = buildRevision(revision, scratch);
    for (const backend of BACKENDS.slice(0, 2)) {
      const stub = backend.stub ? await startStub(backend.stub) : undefined;
      try {
        for (let round = 1; round <= ROUNDS; round++) {
          const [mine, theirs] = await drawnPageCosts([ROOT, tree], stub?.origin);
          const cost = { this: mine, that: theirs };
          const ratio = cost.this.cpu / cost.that.cpu;
          rows.push({ backend: backend.name, round, ...cost, ratio });
          console.log(
            `${backend.name}, round ${round}: this ${cost.this.cpu.toFixed(2)} ms a page (${format.rate(cost.this.rate)} req/s), ` +
              `${revision} ${cost.that.cpu.toFixed(2)} ms (${format.rate(cost.that.rate)} req/s): ratio ${ratio.toFixed(2)}`,
          );
        }
      } finally {
        if (stub) await stop(stub.child);
      }
    }
  } finally {
    if (tree) execFileSync('git', ['-C', ROOT, 'worktree', 'remove', '--force', tree], { stdio: 'ignore' });
    rmSync(scratch, { recursive: true, force: true });
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const summary = BACKENDS.slice(0, 2).map((backend) => {
    const ratios = rows.filter((row) => row.backend === backend.name).map((row) => row.ratio);
    return `| ${backend.name.toLowerCase()} | ${median(ratios).toFixed(2)} | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} |`;
  });
  writeFileSync(
    join(ROOT, 'reports/server-compare.md'),
    [
      '# Server CPU a page, two builds side by side',
      '',
      `Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`BENCH_AGAINST=${revision} npm run bench:server\`: ` +
        `this build (\`${BUNDLE}\`, at ${revisionOf('HEAD')}${execFileSync('git', ['-C', ROOT, 'status', '--porcelain'], { encoding: 'utf8' }).trim() ? ' with changes' : ''}) ` +
        `against ${revision} (${revisionOf(revision)}). Machine: ${cpus().length} cores, load average ` +
        `${loadBefore[0].toFixed(2)} before and ${loadavg()[0].toFixed(2)} after; Node ${spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim()}.`,
      '',
      `Each round loads both builds at once, each in a server of its own with its own autocannon: a drawn \`/\` at 10 ` +
        `connections for ${COMPARE_SECONDS} s (after ${WARM_REQUESTS.toLocaleString('en')} to warm it), and reads each server's CPU time ` +
        "(all its threads) per page. The ratio is this build's over the other's: below 1, this build costs less. " +
        'Whatever else the host runs weighs on both alike, so the ratio holds where either figure alone moves by a quarter.',
      '',
      '| backend | median ratio | range |',
      '| --- | ---: | ---: |',
      ...summary,
      '',
      `| backend | round | this build, ms a page | requests/s | ${revision}, ms a page | requests/s | ratio |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.backend.toLowerCase()} | ${row.round} | ${row.this.cpu.toFixed(2)} | ${format.rate(row.this.rate)} | ${row.that.cpu.toFixed(2)} | ${format.rate(row.that.rate)} | ${row.ratio.toFixed(2)} |`,
      ),
      '',
    ].join('\n'),
  );
  console.log('→ reports/server-compare.md');
}

// ---------------------------------------------------------------------------------------------------
// The runs.

const BACKENDS = [
  { name: 'Embedded mock', api: 'none (the embedded mock)', memory: true },
  { name: 'Fast stub backend', api: 'stub-backend.mjs, answers replayed', stub: {} },
  {
    name: 'Stub backend answering after 2 s',
    api: 'stub-backend.mjs, delayMs 2000',
    stub: { delayMs: 2000 },
    connections: [10],
    slow: true,
  },
  {
    name: 'Backend that never answers',
    api: 'accepts connections, never answers',
    stub: { never: true },
    connections: [10],
    slow: true,
    // No one can sign in there: the learner's cookie from another backend is sent (it is never read).
    reuseCookie: true,
  },
];

const format = {
  rate: (value) => (value >= 100 ? String(Math.round(value)) : value.toFixed(1)),
  ms: (value) => (value >= 10 ? String(Math.round(value)) : value.toFixed(1)),
  mb: (value) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`),
  failures: (row) => (row.timeouts > 0 ? `${row.errors} (${row.timeouts} timed out)` : String(row.errors)),
  cpu: (value) => (value === undefined ? 'n/a' : value >= 10 ? value.toFixed(1) : value.toFixed(2)),
};
const describe = (row) =>
  `${format.rate(row.requestsPerSecond)} req/s, p50 ${row.answered ? format.ms(row.p50) : '–'} ms, p99 ${row.answered ? format.ms(row.p99) : '–'} ms, ${format.failures(row)} errors, ${row.non2xx} non-2xx (${row.answered} answered)`;

if (AGAINST) {
  await compareWith(AGAINST);
  process.exit(0);
}

const startedAt = new Date();
const loadBefore = loadavg();
const nodeVersion = spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(
  `Server bench: ${BUNDLE}, ${DURATION} s per run (${SLOW_DURATION} s against the slow backends), load average ${loadBefore[0].toFixed(2)}.`,
);

let cookie = '';
let memory;
const results = [];
for (const backend of BACKENDS) {
  const entry = { backend, rows: [], probes: {} };
  results.push(entry);
  console.log(`\n${backend.name}`);
  let stub;
  let server;
  try {
    stub = backend.stub ? await startStub(backend.stub) : undefined;
    server = await startServer(stub?.origin);
    const { origin } = server;
    if (backend.memory) {
      const atStart = residentMb(server.child.pid);
      // The first drawings compile the renderer's code: memory is compared from after them.
      for (let round = 0; round < 5; round++) await probe(origin, targetsFor('')[0]);
      const before = residentMb(server.child.pid);
      // Read halfway too: memory that plateaus reads the same there and at the end; a leak does not.
      const [page] = targetsFor('');
      const firstHalf = Math.floor(MEMORY_REQUESTS / 2);
      const first = await load(origin, page, { connections: 10, amount: firstHalf });
      const halfway = residentMb(server.child.pid);
      const second = await load(origin, page, { connections: 10, amount: MEMORY_REQUESTS - firstHalf });
      const after = residentMb(server.child.pid);
      const run = bothHalves(first, second);
      memory = { atStart, before, halfway, firstHalf, after, run };
      console.log(
        `  memory: ${format.mb(atStart)} at start, ${format.mb(before)} before, ${format.mb(halfway)} after ${firstHalf} and ${format.mb(after)} after ${MEMORY_REQUESTS} requests of / (${describe(run)})`,
      );
    }
    if (!backend.reuseCookie) cookie = await learnerCookie(origin);
    const targets = targetsFor(cookie);
    // Every target once, side by side (against a slow backend each takes seconds), then the fast
    // ones a few times more, so that no run pays for the first drawing.
    const firsts = await Promise.all(targets.map((target) => probe(origin, target)));
    targets.forEach((target, index) => {
      entry.probes[target.label] = firsts[index];
    });
    // Its memory at start is read once it has answered each page once: a server that answers its
    // health check is still loading the app on its drawing threads (server/drawing-pool.ts).
    entry.residentAtStart = residentMb(server.child.pid);
    if (!backend.slow) {
      for (let round = 0; round < 4; round++) for (const target of targets) await probe(origin, target);
      const drawn = WARM_UP_REQUESTS > 0 ? targets.filter(({ label }) => label !== 'asset') : [];
      for (const target of drawn) await load(origin, target, { connections: 10, amount: WARM_UP_REQUESTS });
    }
    console.log(
      `  first answers: ${targets.map((target) => `${target.label} ${entry.probes[target.label]}`).join(', ')}`,
    );
    for (const target of targets) {
      for (const connections of backend.connections ?? CONNECTIONS) {
        const cpuBefore = cpuMs(server.child.pid);
        const threadsBefore = cpuByThreadMs(server.child.pid);
        const row = await load(origin, target, {
          connections,
          duration: backend.slow ? SLOW_DURATION : DURATION,
        });
        const cpuAfter = cpuMs(server.child.pid);
        const threadsAfter = cpuByThreadMs(server.child.pid);
        if (threadsBefore && threadsAfter && row.answered > 0)
          row.cpuByThread = Object.fromEntries(
            Object.keys(threadsAfter).map((kind) => [
              kind,
              (threadsAfter[kind] - threadsBefore[kind]) / row.answered,
            ]),
          );
        // What one answer cost the server, whatever else the machine was doing meanwhile.
        row.cpuMsPerAnswer =
          cpuBefore === undefined || cpuAfter === undefined || row.answered === 0
            ? undefined
            : (cpuAfter - cpuBefore) / row.answered;
        entry.rows.push({ page: target.label, connections, ...row });
        console.log(`  ${target.label.padEnd(10)} ${String(connections).padStart(2)} conn: ${describe(row)}`);
      }
    }
    entry.residentAtEnd = residentMb(server.child.pid);
  } catch (error) {
    entry.failure = error.message;
    process.exitCode = 1;
    console.error(`  could not be measured: ${error.message}`);
  } finally {
    if (server) await stop(server.child);
    if (stub) await stop(stub.child);
  }
}
const loadAfter = loadavg();

// ---------------------------------------------------------------------------------------------------
// Targets and report.

const rowOf = (entry, page, connections) =>
  entry.rows.find((row) => row.page === page && row.connections === connections);
/** Each target, per backend: 'met', 'not met', or 'not measured' (the backend could not be run). */
const verdicts = [];
for (const entry of results.filter(({ backend }) => !backend.slow)) {
  const row = rowOf(entry, '/', TARGETS.connections);
  const drawn = entry.probes['/'] === '200 drawn';
  const met =
    row !== undefined &&
    drawn &&
    row.requestsPerSecond >= TARGETS.requestsPerSecond &&
    row.p99 <= TARGETS.p99Ms &&
    row.errors === 0 &&
    row.non2xx === 0;
  verdicts.push({
    target: `a drawn \`/\` ≥ ${TARGETS.requestsPerSecond} requests/s, p99 ≤ ${TARGETS.p99Ms} ms at ${TARGETS.connections} connections`,
    backend: entry.backend.name.toLowerCase(),
    figures: row
      ? `${format.rate(row.requestsPerSecond)} requests/s, p99 ${format.ms(row.p99)} ms, ${format.cpu(row.cpuMsPerAnswer)} ms of server CPU a page${drawn ? '' : `; first answer ${entry.probes['/']}`}`
      : '–',
    result: row ? (met ? 'met' : 'not met') : 'not measured',
  });
}
const never = results.find(({ backend }) => backend.stub?.never);
const neverRows = ['/', '/dashboard', 'asset'].map((page) => rowOf(never, page, TARGETS.connections));
const measuredNever = neverRows.every(Boolean);
/** What a page for the browser to draw and a file may take when the backend never answers. */
const NEVER_P99_MS = 100;
verdicts.push({
  target: `static assets and the fallback pages answer at p99 ≤ ${NEVER_P99_MS} ms, no errors`,
  backend: never.backend.name.toLowerCase(),
  figures: measuredNever
    ? neverRows
        .map(
          (row) =>
            `${row.page}: p99 ${format.ms(row.p99)} ms, ${row.answered} answered, ${format.failures(row)} errors, ${row.non2xx} non-2xx`,
        )
        .join('; ')
    : '–',
  result: !measuredNever
    ? 'not measured'
    : neverRows.every(
          (row) => row.answered > 0 && row.errors === 0 && row.non2xx === 0 && row.p99 <= NEVER_P99_MS,
        )
      ? 'met'
      : 'not met',
});
const neverMemory = never.residentAtStart && never.residentAtEnd ? never : undefined;
verdicts.push({
  target: 'memory returns to within 20 % of its start',
  backend: never.backend.name.toLowerCase(),
  figures: neverMemory
    ? `${format.mb(neverMemory.residentAtStart)} at start, ${format.mb(neverMemory.residentAtEnd)} after its runs`
    : '–',
  result: !neverMemory
    ? 'not measured'
    : neverMemory.residentAtEnd <= 1.2 * neverMemory.residentAtStart
      ? 'met'
      : 'not met',
});

const cpuList = cpus();
const lines = [
  '# Server under load',
  '',
  `Measured on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:server\`. ` +
    `Machine: ${platform()}, ${cpuList.length} cores (${cpuList[0]?.model.trim() ?? 'unknown'}), ` +
    `load average ${loadBefore.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min) before the run ` +
    `and ${loadAfter[0].toFixed(2)} after; Node ${nodeVersion}.`,
  '',
  `The server: \`SKIP_BUILD=1 PORT=… [API_URL=…] node ${[...START_FLAGS, 'scripts/start.mjs'].join(' ')}\` (\`${BUNDLE}\`, as \`npm start\` runs it), one process per backend, ` +
    `loaded by autocannon from the same machine. Each row is one run of ${DURATION} s ` +
    `(${SLOW_DURATION} s against the slow backends), timeout ${TIMEOUT_S} s. Pages: a visitor's \`/\` ` +
    `(\`Accept: text/html\`), a learner's \`/dashboard\` (session cookie), and \`${asset}\` ` +
    '(`Accept-Encoding: br`). ' +
    (WARM_UP_REQUESTS > 0
      ? `Before the runs against the embedded mock and the fast stub, the server answers ${WARM_UP_REQUESTS.toLocaleString('en')} requests of each drawn page at 10 connections, unmeasured: ` +
        "the first thousands of drawings still compile the app's code. "
      : '') +
    '"errors + timeouts" counts connection errors, timeouts included. ' +
    'A server\'s memory "at start" in the targets is read once it has answered each page once. ' +
    '"server CPU" is the CPU time the server process (all its threads) used during the run, per answer: ' +
    `what bounds its rate, ${cpus().length * 1000} ms a second on ${cpus().length} cores shared with the ` +
    'backend and autocannon, and less swayed than requests/s by what else the machine runs.',
  '',
  '## Targets',
  '',
  '| target | backend | measured | |',
  '| --- | --- | --- | --- |',
  ...verdicts.map((v) => `| ${v.target} | ${v.backend} | ${v.figures} | ${v.result} |`),
  '',
];
for (const entry of results) {
  lines.push(`## ${entry.backend.name}`, '', `API: ${entry.backend.api}.`);
  if (entry.failure) {
    // The reason, then the last lines the server or the stub printed (already indented: a code block).
    const [reason, ...output] = entry.failure.split('\n');
    lines.push('', `Could not be measured: ${reason}`, '', ...output, '');
    continue;
  }
  lines.push(
    `First answers: ${Object.entries(entry.probes)
      .map(([page, seen]) => `\`${page}\` ${seen}`)
      .join(', ')}.`,
    '',
    '| page | connections | requests/s | p50 ms | p99 ms | errors + timeouts | non-2xx | server CPU ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...entry.rows.map(
      (row) =>
        `| ${row.page} | ${row.connections} | ${format.rate(row.requestsPerSecond)} | ${row.answered ? format.ms(row.p50) : '–'} | ${row.answered ? format.ms(row.p99) : '–'} | ${format.failures(row)} | ${row.non2xx} | ${format.cpu(row.cpuMsPerAnswer)} |`,
    ),
    '',
  );
}
// Where a drawn page's CPU goes: what bounds the rate, thread by thread.
const split = results
  .filter(({ backend }) => !backend.slow)
  .map((entry) => ({ entry, row: rowOf(entry, '/', TARGETS.connections) }))
  .filter(({ row }) => row?.cpuByThread);
if (split.length > 0)
  lines.push(
    `## Where a drawn page's CPU goes`,
    '',
    `The server's CPU per answer for \`/\` at ${TARGETS.connections} connections, by the threads that used it: ` +
      'the main thread (connections, files, the API and the embedded mock), the drawing threads ' +
      "(server/drawing-pool.ts), V8's helper threads (garbage collection and the optimising compilers, " +
      "named V8Worker), and the rest (libuv's pool). docs/performance.md says what each holds.",
    '',
    '| backend | main thread | drawing threads | V8 helper threads | other | all |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...split.map(({ entry, row }) => {
      const { main, drawing, v8, other } = row.cpuByThread;
      return `| ${entry.backend.name.toLowerCase()} | ${format.cpu(main)} | ${format.cpu(drawing)} | ${format.cpu(v8)} | ${format.cpu(other)} | ${format.cpu(main + drawing + v8 + other)} |`;
    }),
    '',
  );
lines.push(
  '## Memory',
  '',
  memory
    ? `Resident memory of the server (VmRSS), embedded mock: ${format.mb(memory.atStart)} at start, ` +
        `${format.mb(memory.before)} after 5 drawings of \`/\`, ${format.mb(memory.halfway)} after ` +
        `${memory.firstHalf.toLocaleString('en')} more requests of \`/\` at 10 connections and ${format.mb(memory.after)} after ` +
        `${MEMORY_REQUESTS.toLocaleString('en')} (${describe(memory.run)}, each latency the larger of the two halves', ${memory.run.seconds.toFixed(0)} s).`
    : 'Not measured (the embedded mock could not be measured).',
  '',
);
// A run that measured nothing (no server started) leaves the last report as it was.
const measuredAny = results.some((entry) => !entry.failure);
if (measuredAny) writeFileSync(report, lines.join('\n'));

console.log('\nTargets:');
for (const v of verdicts)
  console.log(`  ${v.result.toUpperCase().padEnd(12)}  ${v.target} (${v.backend}): ${v.figures}`);
if (memory) {
  console.log(
    `Memory: ${format.mb(memory.before)} before, ${format.mb(memory.halfway)} after ${memory.firstHalf} and ${format.mb(memory.after)} after ${MEMORY_REQUESTS} requests of /.`,
  );
}
console.log(measuredAny ? `→ ${report}` : `Nothing measured: ${report} left as it was.`);
