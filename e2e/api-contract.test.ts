import { beforeAll, expect, inject, test } from 'vitest';
import { z } from 'zod/mini';
import { contract } from '@/api/contract';
import { toQueryString } from '@/api/encode';
import type { Endpoint } from '@/api/endpoint';

/**
 * Against what `npm start` serves (the production server in front of the built mock API): every GET of the contract — docs/product.md §7's and ours — responds with JSON that
 * parses with its schema; a checkout shows in the wallet.
 */
const baseUrl = inject('baseUrl');

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

/** Logs in through the API the way the app does: XSRF token from the first response, then the form post. */
async function signIn(name: string, pass: string): Promise<Record<string, string>> {
  const token = cookieValue(await fetch(`${baseUrl}/api/v2/me`), 'XSRF-TOKEN') ?? '';
  const login = await fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': token },
    body: new URLSearchParams({ name, pass }).toString(),
  });
  expect(login.status).toBe(200);
  const session = cookieValue(login, 'mock_session');
  return {
    Accept: 'application/json',
    Cookie: `mock_session=${session}; XSRF-TOKEN=${token}`,
    'X-XSRF-TOKEN': token,
  };
}

let admin: Record<string, string>;
// An administrator holds every access flag, so no call is refused for want of one.
beforeAll(async () => {
  admin = await signIn('admin', 'admin');
});

const urlOf = (entry: Endpoint) => {
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(entry.example?.params?.[name] ?? 1),
  );
  return `${baseUrl}/api/v2/${path}${toQueryString(entry.example?.query as never)}`;
};

const gets = contract.filter((entry) => entry.method === 'GET' && entry.response);

test.each(
  gets.map((entry) => [`${entry.path}${toQueryString(entry.example?.query as never)}`, entry] as const),
)('GET %s responds in its documented shape', async (_, entry) => {
  const response = await fetch(urlOf(entry), { headers: admin });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = await response.json();
  const parsed = entry.response ? z.safeParse(entry.response, body) : undefined;
  expect(parsed?.success, parsed?.error?.message).toBe(true);
});

test('the server sets the XSRF cookie and refuses an unsafe call without it', async () => {
  const token = cookieValue(await fetch(`${baseUrl}/api/v2/me`), 'XSRF-TOKEN');
  expect(token).toMatch(/^\w+$/);
  const post = (headers: Record<string, string>) =>
    fetch(`${baseUrl}/api/v2/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'name=learner&pass=learner',
    });
  expect((await post({})).status).toBe(403);
  expect((await post({ 'X-XSRF-TOKEN': 'forged' })).status).toBe(403);
  const accepted = await post({ 'X-XSRF-TOKEN': token ?? '' });
  expect(accepted.status).toBe(200);
  expect(cookieValue(accepted, 'mock_session')).toMatch(/\.2$/);
});

test('a visitor is anonymous until they log in', async () => {
  const me = (await (await fetch(`${baseUrl}/api/v2/me`)).json()) as { data: { uid?: number } };
  expect(me.data.uid).toBeUndefined();
  const learner = await signIn('learner', 'learner');
  const after = (await (await fetch(`${baseUrl}/api/v2/me`, { headers: learner })).json()) as {
    data: { uid?: number };
  };
  expect(after.data.uid).toBe(2);
});

test('a checkout followed by a wallet read shows the points taken', async () => {
  const headers = await signIn('learner', 'learner');
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v2/${path}`, { headers });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };

  const before = (await read<{ data: { points: number } }>('incentives/wallet')).data.points;
  const shop = await read<{ data: { id: number; price: number; stock: number; stock_unlimited: boolean }[] }>(
    'incentives/shop?limit=24',
  );
  const item = shop.data.find(
    (candidate) =>
      candidate.price > 0 && candidate.price <= before && (candidate.stock_unlimited || candidate.stock > 0),
  );
  expect(item, 'an affordable product in stock').toBeDefined();
  const bought = await fetch(`${baseUrl}/api/v2/incentives/shop_checkout`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `products[]=${item?.id}`,
  });
  expect(bought.status).toBe(200);
  const after = (await read<{ data: { points: number } }>('incentives/wallet')).data.points;
  expect(after).toBe(before - (item?.price ?? 0));
});
