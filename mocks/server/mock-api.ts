import { isRole } from '@fixtures/users';
import { getResponse, type RequestHandler } from 'msw';
import { createHandlers } from '../handlers';
import { xsrfCookie } from '../handlers/http';
import { getMockDb, startScenario } from '../runtime';

export interface MockApiOptions {
  scenario?: string;
  seed?: number;
  /** Who is signed in before anyone logs in (MOCK_ROLE); visitor unless said otherwise. */
  role?: string;
}

/**
 * The mock backend as a plain function from Request to Response, for Node
 * hosts (`npm start`, `npm run dev`). Same handlers as Storybook and the unit tests.
 */
export function createMockApi({ scenario, seed, role }: MockApiOptions = {}) {
  const wanted = role ?? globalThis.process?.env?.MOCK_ROLE;
  const started = startScenario(scenario, { seed, defaultRole: isRole(wanted) ? wanted : 'visitor' });
  const handlers: RequestHandler[] = [...(started.scenario.handlers ?? []), ...createHandlers(getMockDb)];
  return {
    scenario: started.name,
    async handle(request: Request): Promise<Response> {
      const response =
        (await getResponse(handlers, request)) ??
        Response.json(
          { message: `No mock for ${request.method} ${new URL(request.url).pathname}` },
          { status: 404 },
        );
      // A network error has no headers to add to: the host drops the connection (node-http.ts).
      if (response.type === 'error') return response;
      // Like the real backend, every answer carries the XSRF cookie, so the first page load has it.
      if (!response.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN='))) {
        const headers = new Headers(response.headers);
        headers.append('Set-Cookie', xsrfCookie(getMockDb()));
        return new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers,
        });
      }
      return response;
    },
  };
}
