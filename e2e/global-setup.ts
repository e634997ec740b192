import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildMockApiBundle, buildServerBundle } from '../scripts/build-server.mjs';
import { startBuiltServer } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the production bundle, the server and the mock API once, then serves them on free ports:
 * the end-to-end flows run against exactly what `npm start` serves.
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
  await buildServerBundle();
  await buildMockApiBundle();
  const server = await startBuiltServer();
  project.provide('baseUrl', server.origin);
  return server.close;
}
