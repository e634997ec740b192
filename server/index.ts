import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppServerOptions, createAppServer as createHost } from './app';
import { createDrawingPool as createPool, type DrawingPool, type DrawingPoolOptions } from './drawing-pool';

export { createMockApi } from '../mocks/server/mock-api';
export type { AppServerOptions } from './app';
export type { DrawingPool } from './drawing-pool';

/** The drawing threads' module, built beside this one (scripts/build-server.mjs). */
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'draw-worker.mjs');

/**
 * A drawing thread's heap, in MB. Left to V8, sized from the machine's memory, each thread's young
 * generation grew to 128 MB and its old one to some 260 MB under load (a drawing needs some 60 MB
 * of live heap per thread with eight drawings at once), and stayed: 1 GB resident after 4,000
 * drawings of `/`, against 610 MB with these limits; pages a second, side by side, were the same
 * within this host's noise (docs/decisions/0007-drawing-threads.md).
 */
export const DRAWING_THREAD_HEAP_MB = { young: 16, old: 160 };

/** Pages drawn on threads of their own (server/drawing-pool.ts), from this bundle's draw-worker. */
export const createDrawingPool = (options: Omit<DrawingPoolOptions, 'workerFile'>): DrawingPool =>
  createPool({ workerFile: WORKER_FILE, ...options, distDir: resolve(options.distDir) });

export interface ProductionServerOptions extends AppServerOptions {
  /** How many threads draw pages (one per core by default). */
  drawingThreads?: number;
}

/**
 * The production server: the bundle, the API (mock or proxied), and pages drawn on the server by
 * React on drawing threads, which close with it. A `renderPage` given draws in their place.
 */
export async function createAppServer({ drawingThreads, ...options }: ProductionServerOptions) {
  if (options.renderPage) return createHost(options);
  const pool = createDrawingPool({
    distDir: options.distDir,
    threads: drawingThreads,
    maxConcurrentDrawings: options.maxConcurrentDrawings,
    youngGenerationMb: DRAWING_THREAD_HEAP_MB.young,
    oldGenerationMb: DRAWING_THREAD_HEAP_MB.old,
  });
  try {
    const app = await createHost({ ...options, renderPage: pool.renderPage });
    app.addHook('onClose', () => pool.close());
    return app;
  } catch (error) {
    await pool.close();
    throw error;
  }
}
