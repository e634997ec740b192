import { expect, test } from 'vitest';
import { apiAs, cheapestRepeatableProduct, walletPoints } from './api';
import { responded, type Target } from './driver';
import { signIn } from './journeys';
import { documentScripts, type Gate } from './proxy';
import type { EngineRun } from './setup';

/**
 * A page the server rendered is on screen before its scripts have run, then before it is hydrated: a
 * press, a tap or what is typed in that time must not be lost (src/app/early-input.ts). Each test
 * holds a script back at the proxy, acts on the page as soon as the browser can paint it, checks
 * that the script was still held when it did, then lets it through and waits for what the press does.
 */
export function earlyInput(run: EngineRun) {
  let scripts: ReturnType<typeof documentScripts> | undefined;
  const scriptsOfDocument = () => {
    scripts ??= documentScripts(run.baseUrl);
    return scripts;
  };
  /** The entry module: until it arrives, no script of the app has run. */
  const holdEntry = async () => {
    const { entry } = await scriptsOfDocument();
    return run.proxy().hold((path) => path === entry);
  };
  /** The scripts the entry loads lazily (the routes, the page): it has run, hydration waits for them. */
  const holdLazyScripts = async () => {
    const { named: inDocument } = await scriptsOfDocument();
    return run
      .proxy()
      .hold((path) => path.startsWith('/assets/') && path.endsWith('.js') && !inDocument.has(path));
  };

  /**
   * Opens `path` with `hold` keeping a script back, and returns once the browser can paint the page
   * (parsed, stylesheets in) while the script is still held: the gate lets it through.
   */
  const openHeld = async (path: string, hold: () => Promise<Gate>) => {
    const s = run.session();
    const gate = await hold();
    await s.open(path, { until: 'started' });
    await responded('the page asking for the script held back', gate.holding);
    await s.waitForStyles();
    return gate;
  };

  const notice: Target = { role: 'region', name: 'Cookie notice' };
  const close: Target = { role: 'button', name: 'Close', within: notice };

  test("a press on the cookie notice's Close before any script has run closes it once the page is hydrated", async () => {
    const s = run.session();
    const gate = await openHeld('/', holdEntry);
    await s.click(close);
    expect(gate.stillHolding()).toBe(true);
    gate.open();
    await s.waitForGone(notice);
  });

  test("a tap on the cookie notice's Close before any script has run closes it once the page is hydrated", async () => {
    const s = run.session();
    const gate = await openHeld('/', holdEntry);
    await s.tap(close);
    expect(gate.stillHolding()).toBe(true);
    gate.open();
    await s.waitForGone(notice);
  });

  test("a press on the cookie notice's Close after the entry ran, before hydration, closes it once hydrated", async () => {
    const s = run.session();
    // The entry asked for the page's code: it has run and holds the page's input itself.
    const gate = await openHeld('/', holdLazyScripts);
    await s.click(close);
    gate.open();
    await s.waitForGone(notice);
  });

  test("a link followed while the page's code is still on its way leads there, with no failed load left behind", async () => {
    const s = run.session();
    // The entry ran and asked for the rest (the page, the sanitiser): all of it is on its way.
    const gate = await openHeld('/', holdLazyScripts);
    // A link works before any script does: the browser follows it and drops the loads still going.
    await s.click({ role: 'link', name: 'Sign up', within: { role: 'banner' } });
    expect(gate.stillHolding()).toBe(true);
    await s.waitForUrl(/\/user\/register$/);
    gate.open();
    await s.waitFor({ role: 'heading', level: 1, name: 'Create an account' });
  });

  test('what is typed in the login form and a press on Log in before any script has run sign in', async () => {
    const s = run.session();
    const gate = await openHeld('/user/login', holdEntry);
    await s.type({ label: 'Username' }, 'learner');
    await s.type({ label: 'Password' }, 'learner');
    await s.click({ role: 'button', name: 'Log in' });
    expect(gate.stillHolding()).toBe(true);
    gate.open();
    await s.waitForUrl(/\/dashboard$/);
    await s.waitFor({ role: 'heading', level: 1, name: /^Good (morning|afternoon|evening), Jonas$/ });
  });

  test('the sign-up form filled in, its terms accepted and Create account pressed before any script has run create the account', async () => {
    const s = run.session();
    const gate = await openHeld('/user/register', holdEntry);
    // One account per engine and run, as in the sign-up journey.
    const name = `early-${run.engine}-${process.pid}`;
    await s.type({ label: 'Username' }, name);
    await s.type({ label: 'Email' }, `${name}@example.com`);
    await s.type({ label: 'Password' }, 'Correct-horse-9');
    // A checkbox whose state the form keeps in React, pressed by its label as a person does.
    await s.click({ text: 'I accept the terms of use' });
    await s.click({ role: 'button', name: 'Create account' });
    expect(gate.stillHolding()).toBe(true);
    gate.open();
    await s.waitForUrl(/\/dashboard$/);
    await s.waitFor({ text: 'Welcome! Your account is ready and you are signed in.' });
  });

  test("what is typed in the catalogue's own search and a press on Search before any script has run search for it", async () => {
    const s = run.session();
    await signIn(s, 'learner', { redirectTo: '/user', heading: 'My profile' });
    const gate = await openHeld('/catalog', holdEntry);
    const main: Target = { role: 'main' };
    // A field whose value the page keeps in its own state, unlike the login form's.
    await s.type({ role: 'searchbox', name: 'Search trainings', within: main }, 'safety');
    await s.click({ role: 'button', name: 'Search', within: main });
    expect(gate.stillHolding()).toBe(true);
    gate.open();
    const url = await s.waitForUrl(/\/catalog\?s=/);
    expect(url.searchParams.get('s')).toBe('safety');
  });

  test('the header search pressed before any script has run opens, and takes what is typed at once', async () => {
    const s = run.session();
    await signIn(s, 'learner', { redirectTo: '/user', heading: 'My profile' });
    const gate = await openHeld('/user', holdEntry);
    const header: Target = { role: 'banner' };
    await s.click({ role: 'button', name: 'Search', within: header });
    expect(gate.stillHolding()).toBe(true);
    gate.open();
    await s.type({ role: 'searchbox', name: 'Search', within: header }, 'Jonas');
    await s.press('Enter');
    const url = await s.waitForUrl(/\/search\?/);
    expect(url.searchParams.get('s')).toBe('Jonas');
    await s.waitFor({ role: 'heading', level: 1, name: 'Search results' });
  });

  test('Confirm purchase pressed before any script has run buys once and shows the receipt', async () => {
    const api = await apiAs(run.baseUrl, 'learner');
    const points = () => walletPoints(api);
    const before = await points();
    const product = await cheapestRepeatableProduct(api);

    const s = run.session();
    await signIn(s, 'learner');
    const gate = await openHeld(`/incentives/${product.id}/purchase`, holdEntry);
    await s.click({ role: 'button', name: 'Confirm purchase' });
    expect(gate.stillHolding()).toBe(true);
    gate.open();
    await s.waitForUrl(/\/incentives\/purchase-success\?transaction=\d+$/);
    await s.waitFor({ testId: 'receipt-summary' });
    expect(await points()).toBe(before - product.price);
  });
}
