import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ServerProcess, startBuiltMockApi, startServerProcess } from './server-bundle';

/*
 * The server as a deployment starts it, with a process per core (docs/operations.md): `/metrics` is
 * one endpoint for the whole server, every process's figures added up ("Metrics"), and on SIGTERM
 * the primary stops every server process and exits 0 once they have all stopped ("Stopping").
 */

let mockApi: Awaited<ReturnType<typeof startBuiltMockApi>>;
let server: ServerProcess;
beforeAll(async () => {
  mockApi = await startBuiltMockApi();
  server = await startServerProcess({ API_URL: mockApi.origin, WEB_CONCURRENCY: '2' }, 2);
});
afterAll(async () => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
  await mockApi?.close();
});

/** The value of one sample of the metrics text, by its name and labels as written. */
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1),
  );

test('/metrics counts the pages both server processes rendered', async () => {
  // At once, on connections of their own, read to the end and left open as a browser leaves them:
  // the primary hands each connection to the next process.
  const pages = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const response = await fetch(server.origin, { headers: { accept: 'text/html' } });
      await response.text();
      return response.status;
    }),
  );
  expect(pages).toEqual(Array(8).fill(200));
  const servedBy = new Set(
    server.logs.filter((entry) => entry.msg === 'request completed').map((entry) => entry.pid),
  );
  expect(servedBy.size).toBe(2);

  const response = await fetch(`${server.origin}/metrics`);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  expect(sample(text, 'http_requests_total{method="GET",route="/*",status_code="200"}')).toBe(8);
  expect(sample(text, 'render_duration_seconds_count{outcome="page"}')).toBe(8);
  // Node's own figures come from both processes too: their resident memory added up.
  expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
});

test('SIGTERM stops both server processes and the primary exits 0', async () => {
  server.process.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.logs.filter((entry) => entry.msg === 'stopped')).toHaveLength(2);
});
