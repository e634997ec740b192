import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBuiltMockApi } from './server-bundle';

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
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: mockApi.origin,
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const messages: string[] = [];
  const bothListening = new Promise<string>((resolve, reject) => {
    let rest = '';
    const origins: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => {
      rest += chunk.toString('utf8');
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const { msg } = JSON.parse(line) as { msg: string };
        messages.push(msg);
        const at = /Server listening at (http:\/\/[^\s]+)/.exec(msg)?.[1];
        if (at) origins.push(at);
        if (origins.length === 2) resolve(origins[1] as string);
      }
    });
    void exited.then((code) => reject(new Error(`the server stopped (exit ${code}) before it listened`)));
  });
  try {
    const origin = await bothListening;
    // Pages on kept-alive connections, so that both processes have served and hold connections open.
    const pages = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(origin, { headers: { accept: 'text/html' } });
        await response.text();
        return response.status;
      }),
    );
    expect(pages).toEqual(Array(8).fill(200));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(messages.filter((msg) => msg === 'stopped')).toHaveLength(2);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
