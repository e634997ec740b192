import { expect, inject, test } from 'vitest';
import { contract } from '@/api/contract';
import { toQueryString } from '@/api/encode';
import type { Endpoint } from '@/api/endpoint';

/**
 * Against what `npm start` serves (the production server with the embedded
 * mock): every GET of the contract — SPEC.md §7's and ours — answers JSON that
 * parses with its schema.
 */
const baseUrl = inject('baseUrl');

const urlOf = (entry: Endpoint) => {
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(entry.example?.params?.[name] ?? 1),
  );
  return `${baseUrl}/api/v2/${path}${toQueryString(entry.example?.query as never)}`;
};

const gets = contract.filter((entry) => entry.method === 'GET' && entry.response);

test.each(
  gets.map((entry) => [`${entry.path}${toQueryString(entry.example?.query as never)}`, entry] as const),
)('GET %s answers in its documented shape', async (_, entry) => {
  // A signed-in learner, as the app would be after logging in.
  const response = await fetch(urlOf(entry), {
    headers: { Accept: 'application/json', Cookie: 'mock_session=1' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const parsed = entry.response?.safeParse(await response.json());
  expect(parsed?.success, parsed?.error?.message).toBe(true);
});

test('the server sets the XSRF cookie and refuses an unsafe call without it', async () => {
  const first = await fetch(`${baseUrl}/api/v2/me`);
  const cookie = first.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  expect(cookie).toBeDefined();
  const refused = await fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'name=learner&pass=learner',
  });
  expect(refused.status).toBe(403);
  const token = cookie?.split(';')[0]?.split('=')[1] ?? '';
  const accepted = await fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': token },
    body: 'name=learner&pass=learner',
  });
  expect(accepted.status).toBe(200);
  expect(accepted.headers.getSetCookie().some((line) => line.startsWith('mock_session=2'))).toBe(true);
});

test('a checkout followed by a wallet read shows the points taken', async () => {
  const first = await fetch(`${baseUrl}/api/v2/me`);
  const token =
    first.headers
      .getSetCookie()
      .find((line) => line.startsWith('XSRF-TOKEN='))
      ?.split(/[=;]/)[1] ?? '';
  const login = await fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': token },
    body: 'name=learner&pass=learner',
  });
  expect(login.status).toBe(200);
  const session =
    login.headers
      .getSetCookie()
      .find((line) => line.startsWith('mock_session='))
      ?.split(';')[0] ?? '';
  const headers = {
    Accept: 'application/json',
    Cookie: `${session}; XSRF-TOKEN=${token}`,
    'X-XSRF-TOKEN': token,
  };
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
