// The production server's process (`npm start` runs it; so can any process manager): serves on
// PORT with one process per core (WEB_CONCURRENCY), each a Fastify server (server/app.ts) that
// renders pages with the app's own components. On SIGTERM or SIGINT every process stops taking new
// connections, finishes the requests under way and exits 0; past STOP_TIMEOUT_MS it ends them and
// exits 1. docs/operations.md has every setting.
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { processMetrics, respondToMetricsRequests } from './metrics';
import { type ServerSettings, serverSettings } from './settings';

/** The message the primary sends a worker to stop as on SIGTERM. */
const STOP = { type: 'stop' } as const;

async function serve(settings: ServerSettings) {
  // Loaded here, not by the primary: the app and its renderer are the workers' to hold.
  const { createProductionServer } = await import('./index');
  const app = await createProductionServer({
    distDir: settings.distDir,
    apiUrl: settings.apiUrl,
    trustProxy: settings.trustProxy,
    renderBudgetMs: settings.renderBudgetMs,
    maxConcurrentRenders: settings.maxConcurrentRenders,
    logger: { level: settings.logLevel },
    metrics: processMetrics(),
  });
  let stopping = false;
  const grace = closeWithGrace(
    { delay: settings.stopTimeoutMs, logger: { error: (message: string) => app.log.error(message) } },
    async ({ signal, err }) => {
      stopping = true;
      if (err) app.log.error({ err }, 'stopping after an uncaught error');
      else app.log.info({ signal }, 'stopping: no new connections, finishing the requests under way');
      await app.close();
      app.log.info('stopped');
    },
  );
  process.on('message', (message: unknown) => {
    if ((message as typeof STOP)?.type === STOP.type && !stopping) void grace.close();
  });
  // Every address of the machine, IPv6 and IPv4 alike; on a machine without IPv6, every IPv4 one.
  try {
    await app.listen({ port: settings.port, host: settings.host ?? '::' });
  } catch (error) {
    if (settings.host || (error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT') throw error;
    await app.listen({ port: settings.port, host: '0.0.0.0' });
  }
}

/**
 * The primary process: starts WEB_CONCURRENCY workers (a core each by default), which share the port (node:cluster hands the
 * connections round), starts a new one in place of one that dies, adds up their metrics, and
 * stops them all on SIGTERM or SIGINT.
 */
function supervise(settings: ServerSettings) {
  const log = pino({ level: settings.logLevel });
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  respondToMetricsRequests();
  let stopping = false;
  let failed = false;
  const listening = new WeakSet<Worker>();
  // A worker leaves `cluster.workers` on the later of its 'exit' and its 'disconnect', which come in
  // either order: the ones still running are counted instead, or the primary could wait forever.
  const running = () =>
    Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead()).length;
  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };
  for (let index = 0; index < settings.processes; index++) start();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (!stopping && !listening.has(worker)) {
      // One that never served would fail again the same way (a taken port, a bad setting).
      log.error({ pid: worker.process.pid, code, signal }, 'a server process failed to start: stopping');
      failed = true;
      stop('SIGTERM');
    } else if (!stopping) {
      log.error({ pid: worker.process.pid, code, signal }, 'a server process ended: starting another');
      start();
    } else {
      if (code !== 0) failed = true;
      if (running() === 0) process.exit(failed ? 1 : 0);
    }
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping every server process');
    for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(STOP);
    if (running() === 0) process.exit(failed ? 1 : 0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  log.info(
    { processes: settings.processes, port: settings.port, api: settings.apiUrl },
    `serving on port ${settings.port} with ${settings.processes} processes`,
  );
}

let settings: ServerSettings;
try {
  settings = serverSettings(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (cluster.isPrimary && settings.processes > 1) supervise(settings);
else await serve(settings);
