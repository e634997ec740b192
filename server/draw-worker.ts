import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { renderPage } from '@/entry-server';
import { callOverPort } from './api-port';
import { documentTemplate, pageDocument } from './page-html';

/** What the main thread tells each drawing thread once (server/drawing-pool.ts). */
export interface DrawingThreadData {
  distDir: string;
}

/** One page to draw: the main thread answers its API calls over `api`. */
export interface DrawTask {
  url: string;
  nonce: string;
  budgetMs?: number;
  api: MessagePort;
}

const { distDir } = Piscina.workerData as DrawingThreadData;
const template = documentTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'));

/**
 * A drawing thread's task (Piscina's default export): draws the page with src/entry-server.tsx and
 * puts it into index.html here, so that the main thread only sends the bytes. Answers those bytes
 * (moved to the main thread, not copied), the redirect the page asked for, or nothing for the
 * browser to draw the page.
 */
export default async function draw({ url, nonce, budgetMs, api }: DrawTask) {
  try {
    const page = await renderPage(url, callOverPort(api), nonce, { budgetMs });
    if (page?.kind !== 'page') return page;
    return Piscina.move(pageDocument(template, page));
  } finally {
    api.close();
  }
}

/**
 * This thread's heap in use once everything unreachable is collected (with --expose-gc): what the
 * memory test reads of a pool of one thread (e2e/server-memory.test.ts).
 */
export function collectedHeapUsed(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('The drawing thread runs without --expose-gc');
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}
