import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenMockApi } from '../mocks/server/mock-api-server';
import { createAppServer } from './app';
import { processMetrics, routeLabel } from './metrics';
import type { RenderPage } from './pages';

const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>app</title></head><body><div id="root"><div>…</div></div></body></html>';

// One set of metrics a process, in a registry of its own: made once for this file.
const metrics = processMetrics();

/** A render that asks the backend for the public configuration, as every page does. */
const renderPage: RenderPage = async (_url, transport) => {
  const response = await transport({
    url: 'http://localhost/api/v2/config/public',
    method: 'GET',
    headers: {},
  });
  await response.text();
  return {
    kind: 'page',
    status: 200,
    html: new TextEncoder().encode('<p>hi</p>'),
    state: { queries: { mutations: [], queries: [] }, router: {} },
    queriesNotLoaded: [],
    lang: 'en',
    dir: 'ltr',
    style: '',
  };
};

let dist: string;
let mockApi: Awaited<ReturnType<typeof listenMockApi>>;
let server: FastifyInstance;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'metrics-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mockApi = await listenMockApi({ port: 0 });
  server = await createAppServer({ distDir: dist, apiUrl: mockApi.origin, renderPage, metrics });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  await mockApi.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The value of the sample `name{labels}` in Prometheus text, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((pair) => given.includes(pair)) && given.length === wanted.length)
      return Number(match[3]);
  }
  return undefined;
}

/** A request's status, its body read to the end. */
async function statusOf(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
}

describe('the server metrics', () => {
  it('counts requests by route, renders, their backend requests and the event loop, in Prometheus text', async () => {
    const before = await metrics.registry.metrics();
    for (const path of ['/course/12', '/course/13', '/healthz', '/api/v2/languages'])
      expect(await statusOf(`${origin}${path}`)).toBe(200);
    expect(await statusOf(`${origin}/catalog`, { method: 'POST' })).toBe(405);

    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(metrics.registry.contentType);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const grew = (name: string, labels: Record<string, string>) =>
      (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

    // Pages are counted by their route, not by each URL: the number of series stays bounded.
    expect(text).toMatch(/^http_requests_total\{method="GET",route=/m);
    expect(grew('http_requests_total', { method: 'GET', route: '/*', status_code: '200' })).toBe(2);
    expect(text).not.toContain('/course/12');
    expect(grew('http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' })).toBe(1);
    expect(grew('http_requests_total', { method: 'GET', route: '/api/v2/*', status_code: '200' })).toBe(1);
    expect(grew('http_requests_total', { method: 'POST', route: 'unmatched', status_code: '405' })).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"');
    expect(
      grew('http_request_duration_seconds_count', { method: 'GET', route: '/*', status_code: '200' }),
    ).toBe(2);

    // Each page was rendered, and asked the backend once.
    expect(grew('render_duration_seconds_count', { outcome: 'page' })).toBe(2);
    expect(grew('backend_request_duration_seconds_count', { method: 'GET', status_code: '200' })).toBe(2);
    expect(text).toContain(
      'backend_request_duration_seconds_bucket{le="0.005",method="GET",status_code="200"}',
    );

    // Node's own, the event loop's delay among them.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts a render that fails by its outcome, and a backend request that gets no response or a 5xx as an error', async () => {
    const errors = async () =>
      (await metrics.registry.getSingleMetric('backend_request_errors_total')?.get())?.values.find(
        (value) => value.labels.method === 'GET',
      )?.value ?? 0;
    const failures = async () =>
      (await metrics.registry.getSingleMetric('render_duration_seconds')?.get())?.values.find(
        (value) =>
          value.labels.outcome === 'error' &&
          (value as { metricName?: string }).metricName?.endsWith('_count'),
      )?.value ?? 0;
    const errorsBefore = await errors();
    const failuresBefore = await failures();

    metrics.backendTimer('GET')(200);
    metrics.backendTimer('GET')(404);
    expect(await errors()).toBe(errorsBefore);
    metrics.backendTimer('GET')(503);
    metrics.backendTimer('GET')(undefined);
    expect(await errors()).toBe(errorsBefore + 2);
    const text = await metrics.registry.metrics();
    expect(
      sample(text, 'backend_request_duration_seconds_count', { method: 'GET', status_code: 'none' }),
    ).toBe(1);

    const failing = await createAppServer({
      distDir: dist,
      apiUrl: mockApi.origin,
      renderPage: async () => {
        throw new Error('renderer broke');
      },
      metrics,
    });
    try {
      const at = await failing.listen({ port: 0, host: '127.0.0.1' });
      expect(await statusOf(`${at}/catalog`)).toBe(200);
      expect(await failures()).toBe(failuresBefore + 1);
    } finally {
      await failing.close();
    }
  });

  it('serves no metrics from a server not given any', async () => {
    const plain = await createAppServer({ distDir: dist, apiUrl: mockApi.origin });
    try {
      const at = await plain.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${at}/metrics`);
      expect(response.headers.get('content-type')).not.toBe(metrics.registry.contentType);
      expect(await response.text()).not.toContain('http_requests_total');
    } finally {
      await plain.close();
    }
  });

  it('labels a route by its pattern, and every file of a folder of hashed files as one', () => {
    expect(routeLabel('/*')).toBe('/*');
    expect(routeLabel('/api/v2/*')).toBe('/api/v2/*');
    expect(routeLabel('/assets/index-abc123.js')).toBe('/assets/*');
    expect(routeLabel('/fonts/inter-latin.woff2')).toBe('/fonts/*');
    expect(routeLabel(undefined)).toBe('unmatched');
  });
});
