import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RedirectedPage } from '@/entry-server';
import { answerOverPort } from './api-port';
import type { DrawingThreadData, DrawTask } from './draw-worker';
import { type DrawPage, MAX_CONCURRENT_DRAWINGS } from './pages';

export interface DrawingPoolOptions {
  /** The built draw-worker module (dist-server/draw-worker.mjs). */
  workerFile: string;
  /** Folder of the production bundle, whose index.html the pages are drawn into. */
  distDir: string;
  /** How many threads draw pages; one per core by default. */
  threads?: number;
  /** How many pages are drawn at once in all, shared among the threads. */
  maxConcurrentDrawings?: number;
  /** A thread's young generation, in MB (Node's `resourceLimits.maxYoungGenerationSizeMb`). */
  youngGenerationMb?: number;
  /**
   * A thread's old generation, in MB (`resourceLimits.maxOldGenerationSizeMb`). A thread that would
   * outgrow it is replaced, and its drawings go to the browser.
   */
  oldGenerationMb?: number;
}

export interface DrawingPool {
  renderPage: DrawPage;
  /** The one thread's collected heap (a pool of one thread, run with --expose-gc): for tests. */
  collectedHeapUsed(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Pages drawn on worker threads, one per core (docs/decisions/0007-drawing-threads.md): a drawing is
 * some 10 ms of JavaScript, and on one thread every reader's page waits for every other's. A
 * drawing mostly waits for its answers, so each thread draws several at once. The main thread keeps
 * the connections, the files and the API; a drawing's API calls come back to it over a port.
 */
export function createDrawingPool({
  workerFile,
  distDir,
  threads = availableParallelism(),
  maxConcurrentDrawings = MAX_CONCURRENT_DRAWINGS,
  youngGenerationMb,
  oldGenerationMb,
}: DrawingPoolOptions): DrawingPool {
  const workerData: DrawingThreadData = { distDir };
  const pool = new Piscina({
    filename: workerFile,
    minThreads: threads,
    maxThreads: threads,
    // Threads stay: a new one loads the app again before it draws anything.
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: Math.max(1, Math.ceil(maxConcurrentDrawings / threads)),
    // Drawings wait on ports and timers between their tasks' steps.
    atomics: 'disabled',
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb, maxOldGenerationSizeMb: oldGenerationMb },
    recordTiming: false,
  });

  const renderPage: DrawPage = async (url, answerForPage, nonce, { budgetMs }) => {
    const { port1, port2 } = new MessageChannel();
    answerOverPort(port1, answerForPage);
    try {
      const task: DrawTask = { url, nonce, budgetMs, api: port2 };
      // Piscina types its transfer list from an overload of postMessage that newer Node types changed.
      const transfer = { transferList: [port2] } as unknown as Parameters<Piscina['run']>[1];
      const drawn = (await pool.run(task, transfer)) as Uint8Array | RedirectedPage | undefined;
      return drawn instanceof Uint8Array ? { kind: 'document', body: drawn } : drawn;
    } finally {
      port1.close();
    }
  };

  return {
    renderPage,
    collectedHeapUsed: () => pool.run(undefined, { name: 'collectedHeapUsed' }) as Promise<number>,
    close: () => pool.destroy(),
  };
}
