import type { ShopItem } from '@/api/incentives';

/**
 * The mock API as a journey's setup reads it, from Node with a session of its own: which training
 * to enrol in, what the cheapest product costs. The browser signs in through the pages themselves.
 */
export interface Api {
  get<T>(path: string): Promise<T>;
  /** The session's cookies as one `Cookie` header, for a page asked for as this user. */
  cookie(): string;
}

/** A session of its own with the API from Node: its cookies kept, its XSRF token sent. */
function apiSession(baseUrl: string) {
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie());
    if (init.method) headers.set('X-XSRF-TOKEN', cookies.get('XSRF-TOKEN') ?? '');
    const response = await fetch(new URL(path, baseUrl), { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
    return response;
  };
  const api: Api = { get: async <T>(path: string) => (await (await send(path)).json()) as T, cookie };
  return { send, api };
}

export async function apiAs(baseUrl: string, name: 'learner' | 'admin'): Promise<Api> {
  const { send, api } = apiSession(baseUrl);
  await send('/api/v2/me');
  await send('/api/v2/user/login', { method: 'POST', body: new URLSearchParams({ name, pass: name }) });
  return api;
}

/** A new account, signed in, with `language` as its language: one per name, for the whole run. */
export async function signUpAs(
  baseUrl: string,
  { name, pass, language }: { name: string; pass: string; language: string },
): Promise<Api> {
  const { send, api } = apiSession(baseUrl);
  await send('/api/v2/me');
  const form = { name, pass, mail: `${name}@example.com`, terms: '1' };
  const registered = await send('/api/v2/user/register', {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  const { data } = (await registered.json()) as { data: { uid: number } };
  await send(`/api/v2/users/${data.uid}`, { method: 'PATCH', body: new URLSearchParams({ language }) });
  return api;
}

/** A learner's points, read again at each call. */
export const walletPoints = async (api: Api) =>
  (await api.get<{ data: { points: number } }>('/api/v2/incentives/wallet')).data.points;

/** The cheapest product the learner can buy again and again: no purchase limit, stock for two. */
export async function cheapestRepeatableProduct(api: Api): Promise<ShopItem> {
  const { data: items } = await api.get<{ data: ShopItem[] }>(
    '/api/v2/incentives/shop?limit=100&sort=price&order=asc',
  );
  const product = items.find(
    (item) => item.purchase_limit === 0 && (item.stock_unlimited || item.stock >= 2),
  );
  if (!product) throw new Error('No product to buy in the shop');
  return product;
}
