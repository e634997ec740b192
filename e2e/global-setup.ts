import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildMockServer } from '../scripts/build-mock-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the production bundle and the Node mock host once, then serves them
 * on a free port: the end-to-end flows run against exactly what `npm start` serves.
 */
export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  await buildMockServer();
  const mod = (await import(new URL('../dist-server/mock-server.mjs', import.meta.url).href)) as {
    createAppServer: (options: { distDir: string }) => Server;
  };
  const server = mod.createAppServer({ distDir: 'dist' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
