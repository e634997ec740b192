import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBuiltMockApi, startServerProcess } from './server-bundle';

/*
 * The server as a deployment starts it, with a process per core: on SIGTERM the primary stops every
 * server process and exits 0 once they have all stopped (docs/operations.md, "Stopping").
 */

let mockApi: Awaited<ReturnType<typeof startBuiltMockApi>>;
beforeAll(async () => {
  mockApi = await startBuiltMockApi();
});
afterAll(() => mockApi.close());

test('with two server processes, SIGTERM stops both and the primary exits 0', async () => {
  const server = await startServerProcess({ API_URL: mockApi.origin, WEB_CONCURRENCY: '2' }, 2);
  try {
    // Pages read to the end on kept-alive connections, left open as a browser leaves them.
    const pages = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(server.origin, { headers: { accept: 'text/html' } });
        await response.text();
        return response.status;
      }),
    );
    expect(pages).toEqual(Array(8).fill(200));
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs.filter((entry) => entry.msg === 'stopped')).toHaveLength(2);
  } finally {
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
  }
});
