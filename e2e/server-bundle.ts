import { type ChildProcess, spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { MockApiOptions } from '../mocks/server/mock-api';
import type { AppServerOptions } from '../server';

/** What `npm start` runs (scripts/build.mjs builds them): the server's module, and the mock API's. */
export const SERVER_BUNDLE = new URL('../dist-server/server.mjs', import.meta.url).href;
export const MOCK_API_BUNDLE = new URL('../dist-mock-api/mock-api-server.mjs', import.meta.url).href;

interface MockApi {
  origin: string;
  close: () => Promise<void>;
}

/** The built mock API, as a backend of its own on a free loopback port. */
export async function startBuiltMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const { listenMockApi } = (await import(/* @vite-ignore */ MOCK_API_BUNDLE)) as {
    listenMockApi: (options: MockApiOptions) => Promise<MockApi>;
  };
  return listenMockApi(options);
}

/**
 * Starts the built production server on a free port of the loopback address, in this module
 * instance: the server `npm start` runs, not its sources. Without an `apiUrl`, in front of a built
 * mock API of its own, started with `mock`'s scenario, seed and role, as `npm start` does.
 */
export async function startBuiltServer({
  apiUrl,
  mock,
  ...options
}: Partial<Omit<AppServerOptions, 'renderPage'>> & { mock?: MockApiOptions } = {}) {
  const api = apiUrl ? undefined : await startBuiltMockApi(mock);
  const { createProductionServer } = (await import(/* @vite-ignore */ SERVER_BUNDLE)) as {
    createProductionServer: (options: Omit<AppServerOptions, 'renderPage'>) => Promise<FastifyInstance>;
  };
  const server = await createProductionServer({
    distDir: 'dist',
    apiUrl: apiUrl ?? api?.origin ?? '',
    ...options,
  });
  const origin = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    apiOrigin: apiUrl ?? api?.origin ?? '',
    close: async () => {
      await server.close();
      await api?.close();
    },
  };
}

/**
 * A built server of its own for the tests of one file (`startBuiltServer` with these options),
 * started before them and closed after them. Returns its origin, for use once the tests run.
 */
export function builtServerPerFile(options?: Parameters<typeof startBuiltServer>[0]): () => string {
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  beforeAll(async () => {
    server = await startBuiltServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The built server did not start');
    return server.origin;
  };
}

/** The built server as a deployment runs it, a process of its own (`node dist-server/main.mjs`). */
export interface ServerProcess {
  process: ChildProcess;
  /** The origin, once `processes` server processes (WEB_CONCURRENCY) say they listen. */
  origin: string;
  /** Its log, one JSON object a line. */
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** Starts `dist-server/main.mjs` on a free loopback port with `env` added, logging at info. */
export async function startServerProcess(env: Record<string, string>, processes = 1): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    let rest = '';
    let listeners = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      rest += chunk.toString('utf8');
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        const at = /Server listening at (http:\/\/[^\s]+)/.exec(String(entry.msg))?.[1];
        if (at && ++listeners === processes) resolve(at);
      }
    });
    void exited.then((code) => reject(new Error(`the server stopped (exit ${code}) before it listened`)));
  });
  return { process: child, origin: await listening, logs, exited };
}
