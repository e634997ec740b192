import { getResponse, HttpHandler, HttpResponse, http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlerGroups, createHandlers } from '../handlers';
import { XSRF_HEADER } from '../handlers/http';
import { api } from '../handlers/types';
import { getMockDb, startScenario } from '../runtime';
import { byResource, resourceOf } from './mock-api';

describe('resourceOf', () => {
  it('names the first segment under /api/v2/, as MSW matches it, whatever comes before', () => {
    expect(resourceOf('*/api/v2/settings/site')).toBe('settings');
    expect(resourceOf('/api/v2/trainings')).toBe('trainings');
    expect(resourceOf('/API/V2/Settings')).toBe('settings');
    expect(resourceOf('/prefix/api/v2/me')).toBe('me');
  });

  it('names none it cannot be sure of', () => {
    expect(resourceOf('*/api/v2/:resource')).toBeUndefined();
    expect(resourceOf('*/api/v2/*')).toBeUndefined();
    expect(resourceOf('/api/v2/%73ettings')).toBeUndefined();
    expect(resourceOf('/api/v2/api/v2/settings')).toBeUndefined();
    expect(resourceOf('/api/v2')).toBeUndefined();
    expect(resourceOf('/elsewhere')).toBeUndefined();
  });
});

describe('byResource', () => {
  startScenario(undefined, { defaultRole: 'learner' });
  const handlers = createHandlers(getMockDb);
  const handlersFor = byResource(handlers);
  /** Every method and path the handlers name, parameters filled in. */
  const calls = handlers
    .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
    .filter((handler) => typeof handler.info.method === 'string' && typeof handler.info.path === 'string')
    .map((handler) => ({
      method: String(handler.info.method),
      path: String(handler.info.path)
        .replace(/^\*/, '')
        .replace(/:[^/]+/g, '1'),
    }));
  const odd = [
    '/API/V2/Settings/Site',
    '/api/v2/api/v2/settings/site',
    '/api/v2/%73ettings/site',
    '/api/v2/no-such-resource',
    '/api/v2/settings/site/',
    '/elsewhere',
  ];

  /**
   * What a list of handlers responds with. Unsafe calls go with a wrong XSRF token, so that the response
   * tells whether the token's check still comes first, and nothing changes in the database.
   */
  const responseOf = async (list: RequestHandler[], method: string, path: string) => {
    const request = new Request(`http://localhost${path}`, {
      method,
      headers: { [XSRF_HEADER]: 'not-the-token' },
    });
    const response = await getResponse(list, request);
    return response ? `${response.status} ${await response.text()}` : 'no response';
  };

  it('offers a call fewer handlers than all of them', () => {
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(20);
    expect(calls.filter((call) => call.method !== 'GET').length).toBeGreaterThan(20);
    expect(handlersFor('GET', '/api/v2/settings/site').length).toBeLessThan(handlers.length / 8);
  });

  it('offers a safe call no handler of the XSRF check, and an unsafe one the check first', () => {
    const checks = new Set(createHandlerGroups(getMockDb).xsrf.map((handler) => handler.info.header));
    expect(
      handlersFor('GET', '/api/v2/settings/site').some((handler) => checks.has(handler.info.header)),
    ).toBe(false);
    expect(checks.has(handlersFor('POST', '/api/v2/settings/site')[0]?.info.header ?? '')).toBe(true);
  });

  it('gives every call the response all the handlers give, odd paths and methods included', async () => {
    const oddCalls = ['GET', 'POST', 'Patch', 'DELETE', 'OPTIONS', 'PROPFIND'].flatMap((method) =>
      odd.map((path) => ({ method, path })),
    );
    for (const { method, path } of [...calls, ...oddCalls])
      expect(await responseOf(handlersFor(method, path), method, path), `${method} ${path}`).toBe(
        await responseOf(handlers, method, path),
      );
  });

  it('keeps the order: a handler for any resource listed first still responds first', async () => {
    const catchAll = http.get(api('*'), () => HttpResponse.json({ caught: true }));
    const list = [catchAll, ...handlers];
    const response = await getResponse(
      byResource(list)('GET', '/api/v2/languages'),
      new Request('http://localhost/api/v2/languages'),
    );
    expect(await response?.json()).toEqual({ caught: true });
  });
});
