import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Engine, Session } from './driver';
import { type EngineProxy, startProxy } from './proxy';

/** What a test of an engine's file works with. */
export interface EngineRun {
  readonly engine: Engine['name'];
  /** The suite's server (e2e/global-setup.ts), for the API from Node. */
  readonly baseUrl: string;
  /** This test's browser session: no cookies, no storage, no page at its start. */
  session(): Session;
  /** The pass-through the engine reaches the app by, to hold a file back. */
  proxy(): EngineProxy;
}

/**
 * One browser of `engine` for the whole file, behind one proxy in front of the suite's server; a
 * session of its own per test. A test fails on any console error, uncaught error or refusal of the
 * Content-Security-Policy that its pages met.
 */
export function engineForFile(engine: Engine): EngineRun {
  const baseUrl = inject('baseUrl');
  let proxy: EngineProxy | undefined;
  let browser: Awaited<ReturnType<Engine['launch']>> | undefined;
  let session: Session | undefined;

  beforeAll(async () => {
    proxy = await startProxy(baseUrl, { listenToConsole: engine.name === 'webkit' });
    browser = await engine.launch(proxy.origin);
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error(`${engine.name} did not start`);
    session = await browser.newSession();
  });
  afterEach(async () => {
    proxy?.openAll();
    const current = session;
    session = undefined;
    if (!current) return;
    try {
      expect(await current.consoleErrors(), `console errors in ${engine.name}`).toEqual([]);
    } finally {
      await current.end();
    }
  });

  return {
    engine: engine.name,
    baseUrl,
    session() {
      if (!session) throw new Error('No session outside a test');
      return session;
    },
    proxy() {
      if (!proxy) throw new Error('No proxy outside a test');
      return proxy;
    },
  };
}
