// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { stopWatchingFromHead, unlessLeaving, watchLeaving, watchLeavingFromHead } from './unless-leaving';

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(resolve, 0, 'pending')),
  ]);

describe('unlessLeaving', () => {
  it('passes a load on, and its failure while the user stays', async () => {
    expect(await unlessLeaving(async () => 'chunk')).toBe('chunk');
    await expect(unlessLeaving(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('never ends a load that fails once the user has started to leave', async () => {
    let fail: (error: Error) => void = () => {};
    const load = unlessLeaving(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    window.dispatchEvent(new Event('beforeunload'));
    fail(new Error('error loading dynamically imported module'));
    expect(await settled(load)).toBe('pending');
  });

  it('forgets a departure that did not happen once nothing is loading', async () => {
    const load = unlessLeaving(async () => 'chunk');
    window.dispatchEvent(new Event('beforeunload'));
    await load;
    await expect(unlessLeaving(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});

describe('watchLeaving', () => {
  it('lets a load that starts after the user started to leave never end', async () => {
    const stop = watchLeaving();
    window.dispatchEvent(new Event('beforeunload'));
    const load = unlessLeaving(() => Promise.reject(new Error('Importing a module script failed.')));
    stop();
    expect(await settled(load)).toBe('pending');
  });
});

describe('watchLeavingFromHead', () => {
  it("lets the entry's loads never end once the user started to leave before the entry ran", async () => {
    watchLeavingFromHead(window);
    // A link followed after the entry arrived and before it ran: no listener of the entry's yet.
    window.dispatchEvent(new Event('beforeunload'));
    const stopEntry = watchLeaving();
    const load = unlessLeaving(() => Promise.reject(new Error('Importing a module script failed.')));
    expect(await settled(load)).toBe('pending');
    stopEntry();
    stopWatchingFromHead();
  });

  it('watches no more once the page is hydrated', async () => {
    watchLeavingFromHead(window);
    stopWatchingFromHead();
    window.dispatchEvent(new Event('beforeunload'));
    await expect(unlessLeaving(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
