export type { AppServerOptions } from './app-server';
export { createAppServer } from './app-server';
export { createMockApi } from './mock-api';
export { sendFetchResponse, toFetchRequest } from './node-http';
