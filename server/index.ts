import { renderPage } from '@/entry-server';
import { type AppServerOptions, createAppServer as createHost } from './app';

export { createMockApi } from '../mocks/server/mock-api';
export type { AppServerOptions } from './app';

/** The production server: the bundle, the API (mock or proxied), and pages drawn on the server by React. */
export const createAppServer = (options: AppServerOptions) => createHost({ renderPage, ...options });
