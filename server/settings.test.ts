import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { serverSettings } from './settings';

const API_URL = 'https://backend.example';

describe('serverSettings', () => {
  it('refuses to start without a backend, saying what is missing', () => {
    expect(() => serverSettings({})).toThrow(
      'API_URL is not set: the server needs a backend to send /api/v2 to.',
    );
    expect(() => serverSettings({ API_URL: '' })).toThrow(/^API_URL is not set/);
  });

  it('refuses an API_URL that is not a URL, naming it', () => {
    expect(() => serverSettings({ API_URL: 'backend.example' })).toThrow(
      'API_URL is not a URL: backend.example',
    );
    expect(() => serverSettings({ API_URL: '/api/v2' })).toThrow('API_URL is not a URL: /api/v2');
    expect(() => serverSettings({ API_URL: 'not a url' })).toThrow('API_URL is not a URL: not a url');
  });

  it('serves on port 4173 of every address, a process a core, from dist, logging at info, by default', () => {
    expect(serverSettings({ API_URL })).toEqual({
      port: 4173,
      host: undefined,
      apiUrl: API_URL,
      distDir: 'dist',
      processes: availableParallelism(),
      trustProxy: false,
      logLevel: 'info',
      stopTimeoutMs: 10_000,
      renderBudgetMs: undefined,
      maxConcurrentRenders: undefined,
    });
  });

  it('reads every setting from its variable', () => {
    expect(
      serverSettings({
        API_URL: 'http://127.0.0.1:4174',
        PORT: '8080',
        HOST: '::1',
        DIST_DIR: '/srv/app/dist',
        WEB_CONCURRENCY: '3',
        TRUST_PROXY: '10.0.0.0/8,192.168.1.1',
        LOG_LEVEL: 'warn',
        STOP_TIMEOUT_MS: '25000',
        RENDER_BUDGET_MS: '1500',
        MAX_CONCURRENT_RENDERS: '4',
      }),
    ).toEqual({
      port: 8080,
      host: '::1',
      apiUrl: 'http://127.0.0.1:4174',
      distDir: '/srv/app/dist',
      processes: 3,
      trustProxy: '10.0.0.0/8,192.168.1.1',
      logLevel: 'warn',
      stopTimeoutMs: 25_000,
      renderBudgetMs: 1500,
      maxConcurrentRenders: 4,
    });
  });

  it('takes PORT=0 for any free port', () => {
    expect(serverSettings({ API_URL, PORT: '0' }).port).toBe(0);
  });

  it.each(['1', 'true'])('trusts every proxy with TRUST_PROXY=%s', (value) => {
    expect(serverSettings({ API_URL, TRUST_PROXY: value }).trustProxy).toBe(true);
  });

  it.each(['WEB_CONCURRENCY', 'STOP_TIMEOUT_MS', 'RENDER_BUDGET_MS', 'MAX_CONCURRENT_RENDERS'])(
    'refuses a %s that is not a whole number over zero, saying which',
    (name) => {
      for (const value of ['0', '-2', '1.5', '3s', 'many'])
        expect(() => serverSettings({ API_URL, [name]: value })).toThrow(
          `${name} must be a whole number over zero: ${value}`,
        );
    },
  );

  it('takes an empty count or time as not set', () => {
    const empty = {
      WEB_CONCURRENCY: '',
      STOP_TIMEOUT_MS: '',
      RENDER_BUDGET_MS: '',
      MAX_CONCURRENT_RENDERS: '',
    };
    expect(serverSettings({ API_URL, ...empty })).toMatchObject({
      processes: availableParallelism(),
      stopTimeoutMs: 10_000,
      renderBudgetMs: undefined,
      maxConcurrentRenders: undefined,
    });
  });

  it('takes an empty HOST, DIST_DIR or LOG_LEVEL as not set', () => {
    expect(serverSettings({ API_URL, HOST: '', DIST_DIR: '', LOG_LEVEL: '' })).toMatchObject({
      host: undefined,
      distDir: 'dist',
      logLevel: 'info',
    });
  });

  it('refuses an API_URL that is not http: or https:, and a PORT that is not a port', () => {
    expect(() => serverSettings({ API_URL: 'localhost:4174' })).toThrow(/http: or https:/);
    expect(() => serverSettings({ API_URL: 'http://backend', PORT: 'abc' })).toThrow(
      /PORT is not a port number: abc/,
    );
    expect(() => serverSettings({ API_URL: 'http://backend', PORT: '70000' })).toThrow(/PORT/);
    expect(serverSettings({ API_URL: 'http://backend', PORT: '' }).port).toBe(4173);
  });

  it('trusts no proxy for TRUST_PROXY=false or 0, every proxy for true or 1, else the addresses given', () => {
    const trust = (TRUST_PROXY: string) =>
      serverSettings({ API_URL: 'http://backend', TRUST_PROXY }).trustProxy;
    expect([trust('false'), trust('0'), trust('')]).toEqual([false, false, false]);
    expect([trust('true'), trust('1')]).toEqual([true, true]);
    expect(trust('10.0.0.1,10.0.0.2')).toBe('10.0.0.1,10.0.0.2');
  });
});
