import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Where Prometheus scrapes the server: one endpoint for all of its processes. */
export const METRICS_PATH = '/metrics';

/** Seconds: from a cached file's 1 ms to a render that waited on a slow backend. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * What the server counts, in Prometheus's words (docs/operations.md, "Metrics"): requests by route,
 * server rendering, the backend calls of a render, and Node's own (the event loop's delay among
 * them). One set a process, in a registry of its own; `/metrics` adds up every process's.
 */
function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  if (cluster.isWorker) {
    // A worker responds to the primary's requests for this registry's metrics once an aggregator
    // exists in it.
    AggregatorRegistry.setRegistries(registry);
    new AggregatorRegistry();
  }
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests responded to',
    labelNames,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its response',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const renderDuration = new Histogram({
    name: 'render_duration_seconds',
    help: 'Server rendering of a page, its data included, by outcome',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const rendersOverLimit = new Counter({
    name: 'renders_over_limit_total',
    help: 'Pages sent for the browser to render because the process had as many renders under way as allowed',
    registers,
  });
  const backendDuration = new Histogram({
    name: 'backend_request_duration_seconds',
    help: "A render's request to the backend, by method and status code",
    labelNames: ['method', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const backendErrors = new Counter({
    name: 'backend_request_errors_total',
    help: "A render's requests to the backend that failed: no response, or a 5xx",
    labelNames: ['method'] as const,
    registers,
  });
  return {
    /** Where this process's metrics are registered. */
    registry,
    request(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      requestDuration.observe(labels, seconds);
    },
    /** Starts timing a render; the returned function ends it with its outcome. */
    renderTimer: () => renderDuration.startTimer(),
    /** Counts a page not rendered on the server because MAX_CONCURRENT_RENDERS were under way. */
    renderOverLimit: () => rendersOverLimit.inc(),
    /** Starts timing a backend request; the returned function ends it with the status (none: it failed). */
    backendTimer(method: string) {
      const end = backendDuration.startTimer({ method });
      return (statusCode: number | undefined) => {
        end({ status_code: statusCode === undefined ? 'none' : String(statusCode) });
        if (statusCode === undefined || statusCode >= 500) backendErrors.inc({ method });
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

let metrics: Metrics | undefined;
/** This process's metrics, made on first use. */
export const processMetrics = (): Metrics => {
  metrics ??= createMetrics();
  return metrics;
};

interface MetricsMessage {
  type: 'metrics';
  id: string;
  text?: string;
  error?: string;
}

const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  typeof message === 'object' && message !== null && (message as MetricsMessage).type === 'metrics';

/**
 * The metrics text: this process's alone, or, in a worker of the cluster (server/main.ts), every
 * worker's added up by the primary, which asks each of them (prom-client's AggregatorRegistry).
 */
function metricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error('The primary process did not respond with the metrics')),
      5000,
    );
    const onMessage = (message: unknown) => {
      if (isMetricsMessage(message) && message.id === id)
        done(message.error ? new Error(message.error) : undefined, message.text);
    };
    const done = (error?: Error, text?: string) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text ?? '');
    };
    process.on('message', onMessage);
    process.send?.({ type: 'metrics', id } satisfies MetricsMessage);
  });
}

/** The primary's half: responds to a worker's request for the whole cluster's metrics. */
export function respondToMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message) || message.text !== undefined || message.error !== undefined) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: 'metrics', id: message.id, text } satisfies MetricsMessage),
      (error: Error) =>
        worker.send({ type: 'metrics', id: message.id, error: error.message } satisfies MetricsMessage),
    );
  });
}

/**
 * A route's label: its pattern (`/*` for pages, `/api/v2/*`), never the URL, so the labels stay few.
 * The file server makes a route of each file: those under a folder of hashed files count as one.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return 'unmatched';
  const folder = /^\/(assets|fonts)\//.exec(pattern)?.[1];
  return folder ? `/${folder}/*` : pattern;
}

/** Counts every response by its route, and serves the metrics at METRICS_PATH. */
export function mountMetrics(app: FastifyInstance, measured: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    measured.request(
      request.method,
      routeLabel(request.routeOptions.url),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get(METRICS_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type(measured.registry.contentType);
    return metricsText(measured.registry);
  });
}
