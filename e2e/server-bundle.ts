import type { FastifyInstance } from 'fastify';
import type { DrawingPool, ProductionServerOptions } from '../server';

/** Where `npm start` finds the server it runs (scripts/build-server.mjs builds it). */
export const SERVER_BUNDLE = new URL('../dist-server/server.mjs', import.meta.url).href;

/**
 * Starts the built production server on a free port of the loopback address, in this module
 * instance: the server `npm start` runs, not its sources.
 */
export async function startBuiltServer(options: ProductionServerOptions) {
  const { createAppServer } = (await import(/* @vite-ignore */ SERVER_BUNDLE)) as {
    createAppServer: (options: ProductionServerOptions) => Promise<FastifyInstance>;
  };
  const server = await createAppServer(options);
  const origin = await server.listen({ port: 0, host: '127.0.0.1' });
  return { origin, close: () => server.close() };
}

/** The built server's pool of drawing threads (server/drawing-pool.ts), to draw for a server of the test's own. */
export async function builtDrawingPool(options: { distDir: string; threads: number }): Promise<DrawingPool> {
  const { createDrawingPool } = (await import(/* @vite-ignore */ SERVER_BUNDLE)) as {
    createDrawingPool: (options: { distDir: string; threads: number }) => DrawingPool;
  };
  return createDrawingPool(options);
}
