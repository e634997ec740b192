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
 * A drawing thread's heap, in MB (docs/decisions/0008-drawing-thread-old-generation.md). The young
 * generation is bounded: left to V8 it grew to 128 MB a thread under load and stayed. The old one is
 * bounded far above what a thread holds (some 50 MB live, some 165 MB before a full collection under load): V8
 * grows a heap by less the smaller its limit, and at 160 MB a thread marked its whole heap every 60
 * pages or so, which cost some 15 % of the server's CPU a page. A thread that would outgrow the limit
 * is replaced (server/drawing-pool.ts).
 */
export const DRAWING_THREAD_HEAP_MB = { young: 16, old: 2048 };

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
