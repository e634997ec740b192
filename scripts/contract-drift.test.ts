import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CREDENTIALS } from '@fixtures/users';
import { afterEach, describe, expect, it } from 'vitest';
import { publishedContract as contract } from '@/app/api-contract';
import { listenMockApi } from '../mocks/server/mock-api-server';
import { sendFetchResponse, toFetchRequest } from '../mocks/server/node-http';
import { checkContract, formatReport, keepsContract } from './contract-drift.ts';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/**
 * The mock API over HTTP on a port of its own, as `npm start` runs it; with `spoil`, behind a front
 * of the test's own that passes each request on to it and spoils the responses on their way back.
 */
async function serveMock(spoil?: (request: Request, response: Response) => Promise<Response> | Response) {
  const mock = await listenMockApi({ role: 'visitor', port: 0 });
  closing.push(mock.close);
  if (!spoil) return mock.origin;
  const front: Server = createServer(async (req, res) => {
    const request = toFetchRequest(req, mock.origin);
    const body = request.body ? await request.clone().arrayBuffer() : undefined;
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      redirect: 'manual',
    });
    await sendFetchResponse(res, await spoil(request, response));
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  closing.push(
    () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}

const credentials = { learner: CREDENTIALS.learner, administrator: CREDENTIALS.administrator };
const pathOf = (request: Request) => new URL(request.url).pathname;
const withData = async (response: Response, change: (data: Record<string, unknown>) => void) => {
  const body = (await response.json()) as { data: Record<string, unknown> };
  change(body.data);
  return Response.json(body, { status: response.status, headers: response.headers });
};

describe('npm run contract', () => {
  it('finds the mock API keeping the contract, as a visitor, a learner and an administrator', async () => {
    const report = await checkContract({ baseUrl: await serveMock(), contract, credentials });
    expect(report.drifts).toEqual([]);
    expect(report.roles.map(({ role, problems }) => ({ role, problems }))).toEqual([
      { role: 'visitor', problems: [] },
      { role: 'learner', problems: [] },
      { role: 'administrator', problems: [] },
    ]);
    const reads = contract.filter((entry) => entry.method === 'GET').length;
    // The administrator reads everything; the ids of records come from the lists, so they exist.
    const administrator = report.roles[2];
    expect(administrator?.checked).toBeGreaterThan(reads - 3);
    expect(keepsContract(report)).toBe(true);
    expect(formatReport(report)).toContain('The backend keeps the contract.');
  });

  it('reports each response that breaks it: the request, the field, what the contract expects and what came', async () => {
    const baseUrl = await serveMock(async (request, response) => {
      if (pathOf(request) === '/api/v2/incentives/wallet' && response.ok)
        return withData(response, (data) => {
          data.points = -9_007_199_254_740_991;
        });
      if (pathOf(request) === '/api/v2/me')
        return withData(response, (data) => {
          data.language = 'en_GB!';
        });
      if (pathOf(request) === '/api/v2/vocabularies')
        return Response.json({ message: 'boom' }, { status: 500 });
      return response;
    });
    const report = await checkContract({ baseUrl, contract, credentials: { learner: CREDENTIALS.learner } });
    expect(keepsContract(report)).toBe(false);
    expect(report.drifts).toContainEqual(
      expect.objectContaining({
        role: 'learner',
        call: 'GET /api/v2/incentives/wallet',
        field: 'data.points',
        expected: expect.stringContaining('0 or more'),
        received: '-9007199254740991',
      }),
    );
    expect(report.drifts).toContainEqual(
      expect.objectContaining({
        role: 'visitor',
        call: 'GET /api/v2/me?attributes[]=profile'.replace('[]', '%5B%5D'),
        field: 'data.language',
        expected: expect.stringContaining('language tag'),
        received: '"en_GB!"',
      }),
    );
    expect(report.drifts).toContainEqual(
      expect.objectContaining({
        call: 'GET /api/v2/vocabularies',
        field: '(status)',
        received: expect.stringMatching(/^500/),
      }),
    );
    const printed = formatReport(report);
    expect(printed).toContain('DRIFT  learner  GET /api/v2/incentives/wallet');
    expect(printed).toMatch(/The backend breaks the contract: \d+ drift/);
  });

  it('says so when it cannot sign in, rather than checking a visitor twice', async () => {
    const report = await checkContract({
      baseUrl: await serveMock(),
      contract,
      credentials: { learner: { name: 'learner', pass: 'wrong' } },
    });
    expect(report.roles[1]?.problems).toEqual([
      expect.stringContaining('could not sign in as learner "learner": 400'),
    ]);
    expect(keepsContract(report)).toBe(false);
  });
});
