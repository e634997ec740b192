// @vitest-environment jsdom
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, PREFETCHED_STALE_TIME_MS } from '@/api/query-client';
import { PAGE_STATE_ID, readPageState } from './page-state';

/** A page as the server writes it: `#root`, then the data script beside it. */
const documentWith = (json: string | undefined, content = '') => {
  const doc = document.implementation.createHTMLDocument('page');
  const root = doc.createElement('div');
  root.id = 'root';
  root.innerHTML = content;
  doc.body.append(root);
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_STATE_ID;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
};

async function serverState(now: number) {
  vi.setSystemTime(now);
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: ['storefront'], queryFn: () => ({ sections: 3 }) });
  return dehydrate(server);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('readPageState', () => {
  it('reads the responses a page was rendered from, and nothing from a page without them', () => {
    expect(readPageState(documentWith('{"queries":[],"mutations":[]}'))).toEqual({
      queries: [],
      mutations: [],
    });
    expect(readPageState(documentWith(undefined))).toBeUndefined();
    expect(readPageState(documentWith('{broken'))).toBeUndefined();
  });

  it("takes no element of the page's content for the responses, whatever its id", () => {
    const spoof = '<p id="page-state">{"queries":[],"mutations":[{"spoofed":true}]}</p>';
    expect(readPageState(documentWith('{"queries":[],"mutations":[]}', spoof))).toEqual({
      queries: [],
      mutations: [],
    });
    const script = '<script type="application/json" id="page-state">{"queries":[{}],"mutations":[]}</script>';
    expect(readPageState(documentWith(undefined, `${spoof}${script}`))).toBeUndefined();
  });
});

describe('the page state in the cache (hydrate)', () => {
  it("hands the responses to the cache, fresh by the client's default, then stale", async () => {
    vi.useFakeTimers();
    const state = await serverState(1_000_000);
    const client = createQueryClient();
    hydrate(client, state);
    const query = client.getQueryCache().find({ queryKey: ['storefront'] });
    expect(query?.state.data).toEqual({ sections: 3 });

    vi.setSystemTime(1_000_000 + PREFETCHED_STALE_TIME_MS - 1);
    const fetched = vi.fn(() => ({ sections: 4 }));
    await client.prefetchQuery({ queryKey: ['storefront'], queryFn: fetched });
    expect(fetched).not.toHaveBeenCalled();

    vi.setSystemTime(1_000_000 + PREFETCHED_STALE_TIME_MS + 1);
    await client.prefetchQuery({ queryKey: ['storefront'], queryFn: fetched });
    expect(fetched).toHaveBeenCalledOnce();
  });
});
