import { renderPage } from '@/entry-server';
import { type AppServerOptions, createAppServer as createHost } from './app-server';

export type { AppServerOptions } from './app-server';
export { createMockApi } from './mock-api';
export { sendFetchResponse, toFetchRequest } from './node-http';

/**
 * The production host: the bundle, the API (mock or proxied), and pages drawn on the server, which
 * draws with Preact's string renderer: a React DOM build (`UI_RUNTIME=react`) is drawn in the browser.
 */
export const createAppServer = (options: AppServerOptions) =>
  createHost({ renderPage: import.meta.env.SERVER_DRAWS_PAGES ? renderPage : undefined, ...options });
