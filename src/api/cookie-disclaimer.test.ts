import { createMockServer } from '@mocks/node';
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreeToCookiesMutationOptions,
  COOKIE_AGREE_PATH,
  cookieDisclaimerQueryOptions,
} from './cookie-disclaimer';
import { createQueryClient } from './query-client';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

describe('agreeing to cookies', () => {
  it('hides the notice at once, posts ajax=true, then refetches the (now empty) notice', async () => {
    mock.useScenario('visitor');
    const client = createQueryClient({ retry: false });
    const options = cookieDisclaimerQueryOptions();
    await client.fetchQuery(options);
    expect(client.getQueryData(options.queryKey)?.disclaimer_text).toContain('cookies');

    const bodies: string[] = [];
    mock.server.use(
      http.post(`*${COOKIE_AGREE_PATH}`, async ({ request }) => {
        bodies.push(await request.clone().text());
        // Falls through to the real handler.
      }),
    );
    const mutation = agreeToCookiesMutationOptions(client);
    mutation.onMutate();
    expect(client.getQueryData(options.queryKey)?.disclaimer_text).toBe('');
    await mutation.mutationFn();
    await mutation.onSettled();
    expect(bodies).toEqual(['ajax=true']);
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    expect((await client.fetchQuery(options)).disclaimer_text).toBe('');
  });
});
