import { getResponse, HttpHandler, HttpResponse, http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../handlers';
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
  const paths = handlers
    .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
    .filter((handler) => handler.info.method === 'GET' && typeof handler.info.path === 'string')
    .map((handler) =>
      String(handler.info.path)
        .replace(/^\*/, '')
        .replace(/:[^/]+/g, '1'),
    );

  const answerOf = async (list: RequestHandler[], path: string) => {
    const response = await getResponse(list, new Request(`http://localhost${path}`));
    return response ? `${response.status} ${await response.text()}` : 'no answer';
  };

  it('offers a call fewer handlers than all of them', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(handlersFor('/api/v2/settings/site').length).toBeLessThan(handlers.length / 4);
  });

  it('gives every call the answer all the handlers give, odd paths included', async () => {
    const odd = [
      '/API/V2/Settings/Site',
      '/api/v2/api/v2/settings/site',
      '/api/v2/%73ettings/site',
      '/api/v2/no-such-resource',
      '/api/v2/settings/site/',
      '/elsewhere',
    ];
    for (const path of [...paths, ...odd])
      expect(await answerOf(handlersFor(path), path), path).toBe(await answerOf(handlers, path));
  });

  it('keeps the order: a handler for any resource listed first still answers first', async () => {
    const catchAll = http.get(api('*'), () => HttpResponse.json({ caught: true }));
    const list = [catchAll, ...handlers];
    const answer = await getResponse(
      byResource(list)('/api/v2/languages'),
      new Request('http://localhost/api/v2/languages'),
    );
    expect(await answer?.json()).toEqual({ caught: true });
  });
});
