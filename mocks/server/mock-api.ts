import { isRole } from '@fixtures/users';
import { getResponse, HttpHandler, type RequestHandler } from 'msw';
import { createHandlers } from '../handlers';
import { xsrfCookie } from '../handlers/http';
import { getMockDb, startScenario } from '../runtime';

export interface MockApiOptions {
  scenario?: string;
  seed?: number;
  /**
   * Who is signed in before anyone logs in (MOCK_ROLE); visitor unless said otherwise. A scenario
   * that names its own (visitor, learner, administrator, sessionRefused, hostileHtml) wins.
   */
  role?: string;
}

/**
 * The mock backend as a plain function from Request to Response, for Node
 * hosts (`npm start`, `npm run dev`). Same handlers as Storybook and the unit tests.
 */
export function createMockApi({ scenario, seed, role }: MockApiOptions = {}) {
  const defaultRole = isRole(role) ? role : 'visitor';
  const started = startScenario(scenario, { seed, defaultRole });
  const handlers: RequestHandler[] = [...(started.scenario.handlers ?? []), ...createHandlers(getMockDb)];
  const handlersFor = byResource(handlers);
  return {
    scenario: started.name,
    /** Who is signed in before anyone logs in: the scenario's own role wins over `role`. */
    role: started.scenario.db?.role ?? defaultRole,
    async handle(request: Request): Promise<Response> {
      const { pathname } = new URL(request.url);
      const response =
        (await getResponse(handlersFor(request.method, pathname), request)) ??
        Response.json({ message: `No mock for ${request.method} ${pathname}` }, { status: 404 });
      // A network error has no headers to add to: the host drops the connection (node-http.ts).
      if (response.type === 'error') return response;
      // Like the real backend, every response carries the XSRF cookie, so the first page load has it.
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

const API_PATH = '/api/v2/';

/**
 * The resource an API path names, its first segment after /api/v2/ (`settings` of
 * /api/v2/settings/site, whatever comes before), lower-cased as MSW matches paths; none when that
 * segment is not a plain word (a parameter, a wildcard) or the path is not under /api/v2/ once.
 */
export function resourceOf(path: string): string | undefined {
  const lower = path.toLowerCase();
  const start = lower.indexOf(API_PATH);
  // Twice under /api/v2/, a handler's leading wildcard could take either: no resource is sure.
  if (start < 0 || lower.includes(API_PATH, start + 1)) return undefined;
  const segment =
    path
      .slice(start + API_PATH.length)
      .split('/', 1)[0]
      ?.toLowerCase() ?? '';
  return /^[a-z0-9_.~-]+$/.test(segment) ? segment : undefined;
}

/** Whether MSW would try this handler for a request of this method: as it compares them. */
function takesMethod(handler: RequestHandler, method: string): boolean {
  if (!(handler instanceof HttpHandler)) return true;
  const wanted = handler.info.method;
  return wanted instanceof RegExp ? wanted.test(method) : wanted.toUpperCase() === method.toUpperCase();
}

/** Stands for every resource no handler names (never a resource: resourceOf takes no `/`). */
const UNNAMED = '/';

/**
 * MSW tries the handlers one by one, matching the URL against each one's path (and running each one
 * that matches), and most of a response's time went to handlers of other resources and methods. A
 * call is offered those of its method and resource, and those of its method that could respond to any
 * resource (no plain path), in their order: the same first match. Each list is made at its first
 * call and kept: the resources are those the handlers name (or UNNAMED), and the methods those
 * Node's HTTP parser and the app's own calls use, so the lists stay few.
 */
export function byResource(
  handlers: RequestHandler[],
): (method: string, pathname: string) => RequestHandler[] {
  const resources = handlers.map((handler) =>
    handler instanceof HttpHandler && typeof handler.info.path === 'string'
      ? resourceOf(handler.info.path)
      : undefined,
  );
  const named = new Set(resources.filter((resource) => resource !== undefined));
  const lists = new Map<string, RequestHandler[]>();
  return (method, pathname) => {
    const path = resourceOf(pathname);
    const resource = path === undefined || named.has(path) ? path : UNNAMED;
    const key = `${method} ${resource ?? ''}`;
    let list = lists.get(key);
    if (!list) {
      list = handlers.filter(
        (handler, index) =>
          takesMethod(handler, method) &&
          (resource === undefined || resources[index] === undefined || resources[index] === resource),
      );
      lists.set(key, list);
    }
    return list;
  };
}
