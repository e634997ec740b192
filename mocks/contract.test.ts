import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestParsed } from '@/api/client';
import { contract } from '@/api/contract';
import type { Endpoint } from '@/api/endpoint';
import { createHandlerGroups } from './handlers';
import { createMockServer } from './node';
import { getMockDb } from './runtime';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => {
  mock.useScenario('default', { role: 'administrator' });
});

const fillPath = (entry: Endpoint) =>
  entry.path.replace(/\{(\w+)\}/g, (_, name: string) => String(entry.example?.params?.[name] ?? 1));

const url = (path: string) =>
  path.startsWith('/') ? `http://localhost${path}` : `http://localhost/api/v2/${path}`;

/** Every handler but the XSRF guard, which responds to every unsafe request and would hide a missing one. */
const resourceHandlers = () =>
  Object.entries(createHandlerGroups(getMockDb))
    .filter(([group]) => group !== 'xsrf')
    .flatMap(([, handlers]) => handlers);

/** The calls of docs/product.md §7: each must be in the contract and handled by the mock. */
const SPEC_CALLS: [method: Endpoint['method'], path: string][] = [
  ['GET', 'appearance'],
  ['GET', 'settings'],
  ['GET', 'languages'],
  ['GET', 'translations'],
  ['GET', 'me'],
  ['GET', 'users'],
  ['GET', 'navigation'],
  ['POST', '/system/ajax/cookies-disclaimer/agree'],
  ['GET', 'incentives/products'],
  ['GET', 'incentives/products/{id}'],
  ['POST', 'incentives/products'],
  ['PATCH', 'incentives/products/{id}'],
  ['DELETE', 'incentives/products/{id}'],
  ['GET', 'settings/incentives/rules'],
  ['POST', 'settings/incentives/rules'],
  ['GET', 'incentives/shop'],
  ['GET', 'incentives/shop/{id}'],
  ['GET', 'incentives/shop_info'],
  ['POST', 'incentives/shop_checkout'],
  ['GET', 'settings/incentives/shop'],
  ['POST', 'settings/incentives/shop'],
  ['GET', 'incentives/wallet'],
  ['GET', 'organizations'],
  ['GET', 'taxonomy_terms'],
  ['GET', 'vocabularies'],
  ['GET', 'storefront'],
  ['GET', 'storefront/settings'],
  ['GET', 'storefront_sections/{id}'],
  ['GET', 'storefront/manage'],
  ['PATCH', 'storefront/manage/{id}'],
  ['GET', 'settings/storefront/appearance'],
  ['POST', 'settings/storefront/appearance'],
];

const samePath = (a: string, b: string) => a.replace(/\{\w+\}/g, '{}') === b.replace(/\{\w+\}/g, '{}');

describe('the contract', () => {
  it.each(SPEC_CALLS)('lists %s %s of docs/product.md §7', (method, path) => {
    expect(contract.some((entry) => entry.method === method && samePath(entry.path, path))).toBe(true);
  });

  it('has no endpoint twice (same method, path and query type)', () => {
    const ids = contract.map(
      (entry) => `${entry.method} ${entry.path} ${JSON.stringify(entry.example?.query ?? {})}`,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the mock responds to every endpoint of the contract', () => {
  it.each(contract.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s',
    async (_, entry) => {
      const request = new Request(url(fillPath(entry)), { method: entry.method });
      const response = await getResponse(resourceHandlers(), request);
      expect(response, `no handler for ${entry.method} ${entry.path}`).toBeDefined();
    },
  );
});

describe('every GET of the contract responds in its documented shape', () => {
  const gets = contract.filter((entry) => entry.method === 'GET' && entry.response);
  it.each(
    gets.map((entry) => [`${entry.path} ${JSON.stringify(entry.example?.query ?? {})}`, entry] as const),
  )('%s', async (_, entry) => {
    // biome-ignore lint/style/noNonNullAssertion: filtered above
    const body = await requestParsed(entry.response!, fillPath(entry), {
      query: entry.example?.query as never,
    });
    expect(body).toBeTruthy();
  });
});
