import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockApi, type MockApiOptions } from './mock-api';
import { sendFetchResponse, toFetchRequest } from './node-http';

/**
 * The mock API as an HTTP server of its own, as a real backend is: its own process in `npm start`
 * (`npm run mock-api`), the same handlers as Storybook, the unit tests and `npm run dev`.
 */
export function createMockApiServer(options: MockApiOptions = {}): {
  server: Server;
  scenario: string;
  role: string;
} {
  const api = createMockApi(options);
  const server = createServer(async (request, response) => {
    try {
      await sendFetchResponse(
        response,
        await api.handle(toFetchRequest(request, `http://${request.headers.host ?? 'localhost'}`)),
      );
    } catch (error) {
      console.error(`${request.method} ${request.url} failed in the mock API`, error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Mock API error');
    }
  });
  // A real backend keeps connections alive for its clients' pools; so does this one.
  server.keepAliveTimeout = 65_000;
  return { server, scenario: api.scenario, role: api.role };
}

/** Starts it on `port` (0: any free one) of `host`, and returns its origin. */
export async function listenMockApi(
  options: MockApiOptions & { port?: number; host?: string } = {},
): Promise<{ origin: string; scenario: string; role: string; close: () => Promise<void> }> {
  const { port = 0, host = '127.0.0.1', ...mock } = options;
  const { server, scenario, role } = createMockApiServer(mock);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    scenario,
    role,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
