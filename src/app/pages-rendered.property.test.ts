import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchTransport, type Transport } from '@/api/transport';
import { renderPage } from '@/entry-server';
import { arbitraryOf, document, type JsonSchema } from '@/testing/contract-arbitraries';

/*
 * Whole pages rendered on the server (src/entry-server.tsx) against responses generated from the
 * published contract (docs/api/openapi.json): every API call a page makes gets a response with a value
 * the contract allows, picked by fast-check, which shrinks a failure to the smallest responses that
 * break the page. No such response may show the crash screen or make a part of the page throw. A page
 * may still be sent for the browser to render (a response the client's own checks refuse, such as a
 * date that does not exist, is an error state there, with a way to try again), or redirect its user.
 */

/** The pages of each audience, one URL each; ids are whatever the generated responses hold. */
const PAGES = [
  '/',
  '/user/login',
  '/user/register',
  '/about',
  '/dashboard',
  '/catalog',
  '/catalog?s=safety&page=1',
  '/course/1',
  '/archive',
  '/videos',
  '/videos/1',
  '/subscriptions',
  '/search?s=a',
  '/user',
  '/incentives',
  '/incentives/1',
  '/incentives/1/purchase',
  '/leaderboard',
  '/availability',
  '/storefront',
  '/settings',
  '/settings/incentives',
  '/settings/incentives/products',
  '/settings/incentives/rules',
  '/settings/incentives/shop',
  '/settings/incentives/schedules',
  '/settings/incentives/transactions',
  '/settings/storefront',
  '/settings/storefront/registered',
  '/settings/storefront/unregistered',
  '/settings/storefront/appearance',
  '/settings/incentives/products/create',
  '/settings/incentives/schedules/create',
  '/settings/incentives/products/1/edit',
  '/settings/incentives/schedules/1/edit',
  '/settings/incentives/transactions/1',
  '/incentives/purchase-success?transaction=1',
  '/storefront/1',
  '/storefront/search?s=a',
  '/user/1/edit',
  '/masquerade',
  '/course-administration',
  '/course-administration/availability',
];

const CRASH_SCREEN = 'Oops, something went wrong';

type Operation = { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> };

/** The document's GET paths as patterns, those without parameters first (`shop_info` before `shop/{id}`). */
const routes = Object.entries(document.paths as Record<string, Record<string, Operation>>)
  .filter(([, operations]) => operations.get)
  .map(([path, operations]) => ({
    parameters: (path.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    schema: operations.get?.responses['200']?.content?.['application/json']?.schema,
  }))
  .sort((a, b) => a.parameters - b.parameters);

/** The schema of the response to `url`, or undefined when the contract has no such GET. */
function responseSchemaOf(url: URL): JsonSchema | undefined {
  const schema = routes.find((route) => route.pattern.test(url.pathname))?.schema;
  // GET settings responds in the shape its `type` asks for.
  const type = url.searchParams.get('type');
  if (!schema?.anyOf || !type) return schema;
  const name = `${type[0]?.toUpperCase()}${type.slice(1)}Response`;
  return schema.anyOf.find((option) => option.$ref?.endsWith(name)) ?? schema;
}

let errors: { mock: { calls: unknown[][] }; mockClear(): void };
beforeAll(() => {
  // Each fallback says so once in the console (an unknown language, a date far off): noise here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe('every page rendered against responses the contract allows', () => {
  it('never shows the crash screen, and no part of it throws', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), fc.gen(), async (page, generate) => {
        errors.mockClear();
        const fetchForPage: typeof fetch = async (input, init) => {
          const request = new Request(input, init);
          const schema = request.method === 'GET' ? responseSchemaOf(new URL(request.url)) : undefined;
          if (!schema) return Response.json({ message: 'Not in the contract' }, { status: 404 });
          return Response.json(generate(() => arbitraryOf(schema)));
        };
        const transport: Transport = (call) => fetchTransport(call, fetchForPage);
        const rendered = await renderPage(`http://localhost${page}`, transport, 'nonce', {
          budgetMs: 20_000,
        });
        if (rendered?.kind === 'page')
          expect(new TextDecoder().decode(rendered.html)).not.toContain(CRASH_SCREEN);
        // What React logged for a part that threw, with the error itself.
        expect(errors.mock.calls.map((call) => call.map(String).join(' ').slice(0, 400))).toEqual([]);
      }),
      // Pinned, so a run is the same on every machine (PROPERTY_SEED tries another); a failure prints
      // its seed and shrunk responses.
      { seed: Number(process.env.PROPERTY_SEED) || 20_261_128, numRuns: 400 },
    );
  });
});
