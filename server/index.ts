import { renderPage } from '@/entry-server';
import { type AppServerOptions, createAppServer } from './app';

export type { AppServerOptions } from './app';
export { processMetrics } from './metrics';

/** The production server with the app's own server rendering (src/entry-server.tsx). */
export const createProductionServer = (options: Omit<AppServerOptions, 'renderPage'>) =>
  createAppServer({ renderPage, ...options });
