import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppServerOptions, createAppServer as createHost } from './app';
import { createDrawingPool as createPool, type DrawingPool, type DrawingPoolOptions } from './drawing-pool';
import { MAX_CONCURRENT_DRAWINGS } from './pages';

export { createMockApi } from '../mocks/server/mock-api';
export type { AppServerOptions } from './app';
export type { DrawingPool } from './drawing-pool';

/** The drawing threads' module, built beside this one (scripts/build-server.mjs). */
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'draw-worker.mjs');

/**
 * A drawing thread's young generation, in MB. V8 sizes it from the machine's memory (up to 64 MB
 * a semi-space here), and under load each thread's young generation grew to that and stayed
 * resident; at 16 MB the drawn pages per second were the same (docs/decisions/0007-drawing-threads.md).
 */
export const DRAWING_THREAD_YOUNG_GENERATION_MB = 16;

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
    maxConcurrentDrawings: options.maxConcurrentDrawings ?? MAX_CONCURRENT_DRAWINGS,
    youngGenerationMb: DRAWING_THREAD_YOUNG_GENERATION_MB,
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
