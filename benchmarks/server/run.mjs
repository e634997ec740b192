// `npm run bench:server`: the production server under load, and its memory, written to
// reports/server-bench.md with the targets and whether each is met.
//
// Each build is started as a deployment starts it: its own `npm start` command line (the Node flags
// of its package.json's `start` script) with SKIP_BUILD=1, PORT=<free port> and no API_URL, so each
// serves with its own mock API. `BENCH_AGAINST=<git revision>` measures that revision beside this
// build in the same run: a git worktree of it with its own `npm ci`, removed at the end.
//
// Steps, per build: idle (resident memory once /healthz and /readyz respond and it has settled);
// warm-up (BENCH_WARM_UP_REQUESTS of `/`, default 4,000: some 2,000 for each server process on two
// cores, the level a process's memory then stays at); throughput (`/` at 10 connections for
// BENCH_DURATION s, default 10, in BENCH_ROUNDS rounds, default 3, the builds in turns); memory
// (BENCH_MEMORY_REQUESTS of `/`, default 10,000). Memory is every node process the start made
// (primary, workers, mock API), read from /proc: Linux only. So is the CPU time each round cost the
// server's processes, the mock's and the load generator (this process), per request: where a
// build's requests/s goes on a machine the three share.
import { execFileSync, spawn } from 'node:child_process';
import {
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPORT = join(ROOT, 'reports/server-bench.md');
// The project's Node (package.json's `node` devDependency): the machine's may be too old.
const NODE = join(ROOT, 'node_modules/.bin/node');
const AGAINST = process.env.BENCH_AGAINST;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP_REQUESTS || 4_000);
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS || 10_000);
const CONNECTIONS = 10;
const TARGET = { p99Ms: 250, ratio: 0.8, processMb: 300, growth: 0.2, idleMb: 400 };

if (![ROUNDS, DURATION, WARM_UP_REQUESTS, MEMORY_REQUESTS].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'BENCH_ROUNDS, BENCH_DURATION, BENCH_WARM_UP_REQUESTS and BENCH_MEMORY_REQUESTS: whole numbers > 0.',
  );
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------
// Child processes. Each start runs in a process group of its own, so that its mock and its workers
// go with it; all of them, and the worktree, are removed however the bench ends.

const scratch = mkdtempSync(join(tmpdir(), 'bench-server-'));
const groups = new Set();
let worktree;
process.on('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }
  if (worktree)
    execFileSync('git', ['-C', ROOT, 'worktree', 'remove', '--force', worktree], { stdio: 'ignore' });
  rmSync(scratch, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Its own `npm start`, as package.json's `start` script says, with the project's Node. */
function startCommand(root) {
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;
  const [program, ...args] = script.trim().split(/\s+/);
  if (program !== 'node') fail(`${root}: \`npm start\` is not a node command: ${script}`);
  return { script, args };
}

/** Starts a build and waits until it serves: /healthz, then /readyz where the build has one. */
async function start(build, { skipBuild = true, limitMs = 60_000 } = {}) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port) };
  // Each build with its own mock, in its default scenario.
  for (const name of ['API_URL', 'SKIP_BUILD', 'MOCK_SCENARIO', 'MOCK_ROLE', 'MOCK_SEED', 'MOCK_API_PORT'])
    delete env[name];
  if (skipBuild) env.SKIP_BUILD = '1';
  // Output to a file, not a pipe: reading the request logs would cost the bench's own CPU.
  const log = join(scratch, `${build.key}-${Date.now()}.log`);
  const out = openSync(log, 'w');
  const child = spawn(NODE, startCommand(build.root).args, {
    cwd: build.root,
    env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  groups.add(child.pid);
  const server = { child, origin: `http://127.0.0.1:${port}`, log };
  const tail = () => readFileSync(log, 'utf8').trim().split('\n').slice(-15).join('\n');
  const deadline = Date.now() + limitMs;
  for (const path of ['/healthz', '/readyz']) {
    // Read once it serves: a start without SKIP_BUILD has only just built it.
    if (path === '/readyz' && !hasReadiness(build.root)) break;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        fail(`${build.name} stopped (${child.exitCode ?? child.signalCode}); its last lines:\n${tail()}`);
      if (Date.now() > deadline)
        fail(`${build.name}: no 200 from ${path} in ${limitMs / 1000} s:\n${tail()}`);
      const status = await fetch(server.origin + path, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      await sleep(250);
    }
  }
  return server;
}

/** Whether the build responds to /readyz (revisions before the cluster had no such probe). */
const hasReadiness = (root) =>
  readdirSync(join(root, 'dist-server'))
    .filter((file) => file.endsWith('.mjs'))
    .some((file) => /["'`]\/readyz["'`]/.test(readFileSync(join(root, 'dist-server', file), 'utf8')));

/** SIGTERM to the whole group, SIGKILL after 10 s. */
async function stop({ child }) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
  groups.delete(child.pid);
}

// ---------------------------------------------------------------------------------------------------
// Memory and CPU time: the started process and its node descendants, each with its resident memory
// (VmRSS) and the CPU time it has used.

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The CPU time a process has used, in user and kernel mode, in seconds (proc(5): utime, stime). */
function cpuSecondsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

function nodeProcesses(rootPid) {
  const childrenOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent's pid is the second field after the command's name, which is in parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(entry)]);
    } catch {} // Gone meanwhile.
  }
  const found = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    queue.push(...(childrenOf.get(pid) ?? []));
    try {
      if (basename(readlinkSync(`/proc/${pid}/exe`)) !== 'node') continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const rss = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
      found.push({
        pid,
        mock: args.some((arg) => arg.endsWith('mock-api.mjs')),
        mb: Number(rss) / 1024,
        cpuSeconds: cpuSecondsOf(pid),
      });
    } catch {} // Gone meanwhile.
  }
  // Primary (or single process) first, then the workers by pid, then the mock.
  const rank = (p) => (p.pid === rootPid ? 0 : p.mock ? 2 : 1);
  found.sort((a, b) => rank(a) - rank(b) || a.pid - b.pid);
  const workers = found.filter((p) => rank(p) === 1);
  const single = found.some((p) => p.mock) ? 'single process' : 'single process, mock inside';
  for (const p of found) {
    if (p.mock) p.role = 'mock API';
    else if (p.pid !== rootPid) p.role = `worker ${workers.indexOf(p) + 1}`;
    else p.role = workers.length > 0 ? 'primary' : single;
  }
  return found;
}

const memory = (server) => {
  const processes = nodeProcesses(server.child.pid);
  return { processes, sum: processes.reduce((total, p) => total + p.mb, 0) };
};

/** Waits at least 5 s, then until the sum moves by less than 1 % in a second (30 s at most). */
async function settle(server) {
  await sleep(5000);
  let last = memory(server);
  for (let waited = 0; waited < 25; waited++) {
    await sleep(1000);
    const now = memory(server);
    if (Math.abs(now.sum - last.sum) < 0.01 * last.sum) return now;
    last = now;
  }
  return last;
}

// ---------------------------------------------------------------------------------------------------
// Load: requests of `/` as a browser asks for a page, from this process.

async function load(server, options) {
  const result = await autocannon({
    url: `${server.origin}/`,
    headers: { Accept: 'text/html' },
    connections: CONNECTIONS,
    timeout: 10,
    ...options,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    kb: result.throughput.total / Math.max(1, result.requests.total) / 1024,
    failed: result.errors + result.non2xx,
  };
}

/** Whether `/` is rendered on the server, not index.html for the browser to render. */
const rendered = async (server) => {
  const response = await fetch(`${server.origin}/`, {
    headers: { Accept: 'text/html' },
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.text()).includes('id="page-state"');
};

/**
 * Milliseconds of CPU time per request, from two readings around a run: the server's processes (a
 * build with its mock inside counts it here), the mock API's, and this process's, which generates
 * the load. A process that started or ended between the readings is left out.
 */
function cpuPerRequest(before, after, own, run) {
  const used = (mock) =>
    after
      .filter((p) => p.mock === mock)
      .reduce((total, p) => {
        const earlier = before.processes.find((q) => q.pid === p.pid);
        return earlier ? total + p.cpuSeconds - earlier.cpuSeconds : total;
      }, 0);
  const perRequest = (seconds) => (seconds * 1000) / Math.max(1, run.requests);
  return {
    server: perRequest(used(false)),
    mock: after.some((p) => p.mock) ? perRequest(used(true)) : undefined,
    loadGenerator: perRequest((own.user + own.system) / 1e6),
  };
}

// ---------------------------------------------------------------------------------------------------
// The builds.

const git = (...args) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();
const head = git('rev-parse', '--short', 'HEAD');
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
const builds = [
  {
    key: 'this',
    name: 'this build',
    root: ROOT,
    revision: `${head}${dirty ? ' and uncommitted changes' : ''}`,
  },
];

if (AGAINST) {
  const revision = git('rev-parse', '--short', `${AGAINST}^{commit}`);
  worktree = join(scratch, 'tree');
  console.log(`${AGAINST}: a worktree, its own npm ci…`);
  git('worktree', 'add', '--quiet', '--detach', worktree, revision);
  // The project's Node first on PATH: install scripts and the build run on it, as in this checkout.
  const env = { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}` };
  const npm = (command) =>
    execFileSync('npm', [command, '--no-audit', '--no-fund'], { cwd: worktree, env, stdio: 'inherit' });
  try {
    npm('ci');
  } catch {
    console.log('npm ci refused: npm install');
    npm('install');
  }
  builds.push({ key: 'against', name: AGAINST, root: worktree, revision });
}

// Built as `npm start` builds (no-op when nothing changed): one start without SKIP_BUILD, stopped
// once it serves. A revision before the cluster builds in its serving process; that is its start.
for (const build of builds) {
  console.log(`${build.name}: building…`);
  await stop(await start(build, { skipBuild: false, limitMs: 20 * 60_000 }));
}

// Both started before anything is measured, so both pay for the same state of the machine.
const startedAt = new Date();
const loadAtStart = loadavg();
const servers = [];
for (const build of builds) servers.push({ build, rounds: [], ...(await start(build)) });
for (const server of servers) {
  server.idle = await settle(server);
  console.log(`${server.build.name}: idle, ${server.idle.sum.toFixed(0)} MB`);
}
for (const server of servers) {
  await load(server, { amount: WARM_UP_REQUESTS });
  server.warm = memory(server);
  server.rendered = await rendered(server);
  console.log(
    `${server.build.name}: warmed up, ${server.warm.sum.toFixed(0)} MB, / rendered: ${server.rendered}`,
  );
}
// In turns, the first build first in odd rounds, second in even ones: a drift of the machine's
// load weighs on both alike.
for (let round = 0; round < ROUNDS; round++) {
  for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
    const before = { processes: nodeProcesses(server.child.pid), own: process.cpuUsage() };
    const run = await load(server, { duration: DURATION });
    run.cpuMs = cpuPerRequest(before, nodeProcesses(server.child.pid), process.cpuUsage(before.own), run);
    server.rounds[round] = run;
    console.log(
      `round ${round + 1}, ${server.build.name}: ${run.rps.toFixed(0)} requests/s, p99 ${run.p99} ms`,
    );
  }
}
for (const server of servers) {
  server.memoryRun = await load(server, { amount: MEMORY_REQUESTS });
  server.after = memory(server);
  console.log(`${server.build.name}: after ${MEMORY_REQUESTS} requests, ${server.after.sum.toFixed(0)} MB`);
}
const loadAtEnd = loadavg();
for (const server of servers) await stop(server);

// ---------------------------------------------------------------------------------------------------
// Report.

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const [mine, other] = servers;
const ratios = other ? mine.rounds.map((run, round) => run.rps / other.rounds[round].rps) : [];
const mb = (value) => `${value.toFixed(0)} MB`;
const percent = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(0)} %`;
const growth = (server, p) => {
  const warm = server.warm.processes.find((q) => q.pid === p.pid);
  return warm ? p.mb / warm.mb - 1 : undefined;
};
const verdict = (met) => (met === undefined ? 'not measured' : met ? 'met' : 'not met');

const medianP99 = median(mine.rounds.map((run) => run.p99));
const failed = mine.rounds.reduce((total, run) => total + run.failed, 0);
const grown = mine.after.processes.filter((p) => !p.mock).map((p) => ({ ...p, growth: growth(mine, p) }));
const cores = availableParallelism();
const targets = [
  [
    `\`/\` at ${CONNECTIONS} connections: p99 ≤ ${TARGET.p99Ms} ms (median of the rounds), rendered, no failed requests`,
    `${medianP99} ms, ${mine.rendered ? 'rendered' : 'not rendered'}, ${failed} failed`,
    verdict(medianP99 <= TARGET.p99Ms && mine.rendered && failed === 0),
  ],
  [
    `requests/s ≥ ${TARGET.ratio} × ${AGAINST ?? 'another revision'}'s (median of the rounds' ratios)`,
    other
      ? `${ratios.map((r) => r.toFixed(2)).join(', ')} (median ${median(ratios).toFixed(2)})`
      : 'no BENCH_AGAINST',
    verdict(other && median(ratios) >= TARGET.ratio),
  ],
  [
    `each app-server process ≤ ${TARGET.processMb} MB after the memory step`,
    grown.map((p) => `${p.role} ${mb(p.mb)}`).join(', '),
    verdict(grown.every((p) => p.mb <= TARGET.processMb)),
  ],
  [
    `each app-server process at most ${TARGET.growth * 100} % above its level after warm-up`,
    grown.map((p) => `${p.role} ${p.growth === undefined ? 'new process' : percent(p.growth)}`).join(', '),
    verdict(grown.every((p) => p.growth !== undefined && p.growth <= TARGET.growth)),
  ],
  [
    `idle after \`npm start\`, the mock's and the server's processes together ≤ ${TARGET.idleMb} MB (on 2 cores)`,
    `${mb(mine.idle.sum)} (${mine.idle.processes.length} processes, ${cores} cores)`,
    verdict(mine.idle.sum <= TARGET.idleMb),
  ],
];

const names = servers.map((s) => s.build.name);
const whole = (value) => String(Math.round(value));
const throughputRows = mine.rounds.map((_, round) => [
  round + 1,
  ...servers.flatMap((s) => [whole(s.rounds[round].rps), whole(s.rounds[round].p99), s.rounds[round].failed]),
  ...(other ? [ratios[round].toFixed(2)] : []),
]);
throughputRows.push([
  '**median**',
  ...servers.flatMap((s) => [
    whole(median(s.rounds.map((r) => r.rps))),
    whole(median(s.rounds.map((r) => r.p99))),
    '',
  ]),
  ...(other ? [median(ratios).toFixed(2)] : []),
]);
const memoryRows = servers.flatMap((s) => [
  ...s.after.processes.map((p) => {
    const at = (step) => s[step].processes.find((q) => q.pid === p.pid);
    const cell = (step) => (at(step) ? mb(at(step).mb) : '–');
    const change = growth(s, p);
    return [
      s.build.name,
      p.role,
      p.pid,
      cell('idle'),
      cell('warm'),
      mb(p.mb),
      change === undefined ? '–' : percent(change),
    ];
  }),
  [
    s.build.name,
    '**sum**',
    '',
    mb(s.idle.sum),
    mb(s.warm.sum),
    mb(s.after.sum),
    percent(s.after.sum / s.warm.sum - 1),
  ],
]);
const table = (header, rows) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const settings = `BENCH_ROUNDS=${ROUNDS} BENCH_DURATION=${DURATION} BENCH_WARM_UP_REQUESTS=${WARM_UP_REQUESTS} BENCH_MEMORY_REQUESTS=${MEMORY_REQUESTS}`;
const report = [
  '# Server under load',
  '',
  `Measured on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by ` +
    `\`${AGAINST ? `BENCH_AGAINST=${AGAINST} ` : ''}${settings} npm run bench:server\`, ` +
    `on ${cores} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), load average ` +
    `${loadAtStart.map((n) => n.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at the start and ` +
    `${loadAtEnd[0].toFixed(2)} at the end; Node ${execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim()}.`,
  '',
  ...servers.map(
    (s) =>
      `- ${s.build.name}${s.build.revision === s.build.name ? '' : ` (${s.build.revision})`}: \`SKIP_BUILD=1 PORT=… ${startCommand(s.build.root).script}\`, no API_URL (its own mock).`,
  ),
  '',
  `Every build is started before anything is measured; then, one build at a time: idle (memory once it responds to its probes and has settled), ` +
    `warm-up (${WARM_UP_REQUESTS.toLocaleString('en')} requests of \`/\`), then \`/\` at ${CONNECTIONS} connections ` +
    `for ${DURATION} s a round, the builds in turns, and last ${MEMORY_REQUESTS.toLocaleString('en')} requests of \`/\` ` +
    `at ${CONNECTIONS} connections (the memory step). Requests send \`Accept: text/html\`, from autocannon in the bench process on the same machine. ` +
    "Memory is each node process's resident memory (VmRSS).",
  '',
  '## Targets (this build)',
  '',
  table(['target', 'measured', 'result'], targets),
  '',
  '## Throughput: `/` at 10 connections',
  '',
  table(
    [
      'round',
      ...names.flatMap((name) => [`${name}, requests/s`, 'p99 ms', 'failed']),
      ...(other ? ['ratio'] : []),
    ],
    throughputRows,
  ),
  '',
  '### CPU time per request (median of the rounds)',
  '',
  table(
    ['build', 'server processes', 'mock API', 'load generator', 'sum'],
    servers.map((s) => {
      const of = (part) => median(s.rounds.map((r) => r.cpuMs[part] ?? 0));
      const cell = (part) => `${of(part).toFixed(2)} ms`;
      const mock = s.rounds[0].cpuMs.mock === undefined ? 'inside the server' : cell('mock');
      return [
        s.build.name,
        cell('server'),
        mock,
        cell('loadGenerator'),
        `${(of('server') + of('mock') + of('loadGenerator')).toFixed(2)} ms`,
      ];
    }),
  ),
  '',
  `Response size: ${servers.map((s) => `${s.build.name} ${s.rounds[0].kb.toFixed(1)} KB`).join(', ')} (uncompressed). ` +
    `\`/\` rendered on the server: ${servers.map((s) => `${s.build.name} ${s.rendered ? 'yes' : 'no'}`).join(', ')}.`,
  '',
  '## Memory',
  '',
  table(
    ['build', 'process', 'pid', 'idle', 'after warm-up', 'after the memory step', 'change since warm-up'],
    memoryRows,
  ),
  '',
  `The memory step: ${servers.map((s) => `${s.build.name} ${whole(s.memoryRun.rps)} requests/s, ${s.memoryRun.failed} failed`).join('; ')}.`,
  '',
];
writeFileSync(REPORT, report.join('\n'));
console.log(
  `\n${targets.map(([target, measured, result]) => `${result.padEnd(12)} ${target}: ${measured}`).join('\n')}`,
);
console.log(`→ ${REPORT}`);
