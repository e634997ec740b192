import { heldRequests, onHeldRequest } from '@mocks/never-respond';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';

/**
 * "The page has settled": what a person looking at the screen waits for before
 * judging it, and what the story harness waits for before a screenshot.
 *   1. every request has its response, except those a story holds
 *      without one on purpose (mocks/never-respond.ts);
 *   2. web fonts and images have loaded, and no video is still seeking or loading its
 *      first picture;
 *   3. no finite animation or transition is still running;
 *   4. every router is idle, unless a request is held on purpose: a page's code is a module the
 *      browser imports, not a request the caches count, and on a busy machine it can take longer
 *      than two quiet frames;
 *   5. the DOM stayed unchanged for two animation frames, and the main thread has no task queued (a
 *      deferred render in progress).
 * Each step waits for an event, never for a fixed time; the caller's test
 * timeout bounds the whole.
 */
const clients = new Set<QueryClient>();
const routers = new Set<DataRouter>();

/** The story decorators register the router they create. */
export function trackRouter(router: DataRouter): DataRouter {
  routers.add(router);
  return router;
}

/** The story decorators register the QueryClient they create. */
export function trackQueryClient(client: QueryClient): QueryClient {
  clients.add(client);
  return client;
}

/** Forgets the previous story's query clients and routers (the preview calls it before each story). */
export function forgetQueryClients() {
  clients.clear();
  routers.clear();
}

/** The keys of the tracked queries that have no data yet: what a page still loading waits for. */
export function pendingQueryKeys(): string[] {
  const keys: string[] = [];
  for (const client of clients) {
    for (const query of client.getQueryCache().getAll()) {
      if (query.state.status === 'pending') keys.push(JSON.stringify(query.queryKey));
    }
  }
  return keys;
}

const inFlight = () => {
  let count = 0;
  for (const client of clients) count += client.isFetching() + client.isMutating();
  return count;
};

/**
 * Resolves when `check` is true, checking after every change to the query caches, the routers or the
 * count of held requests.
 */
function whenStateAllows(check: () => boolean): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribes: (() => void)[] = [];
    const onChange = () => {
      if (!check()) return;
      for (const unsubscribe of unsubscribes) unsubscribe();
      resolve();
    };
    unsubscribes.push(onHeldRequest(onChange));
    for (const client of clients) {
      unsubscribes.push(client.getQueryCache().subscribe(onChange));
      unsubscribes.push(client.getMutationCache().subscribe(onChange));
    }
    for (const router of routers) unsubscribes.push(router.subscribe(onChange));
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function imagesLoaded() {
  // Lazy images load too: a picture taken after a scroll never catches one half-loaded.
  for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
  const pending = [...document.images].filter((image) => !image.complete);
  await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
}

/** A video or audio element still seeking, or still fetching what it needs to show its first picture. */
function mediaBusy(media: HTMLMediaElement) {
  if (media.error || media.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) return false;
  if (media.seeking) return true;
  return media.preload !== 'none' && media.readyState < HAVE_METADATA && media.networkState === LOADING;
}
const HAVE_METADATA = 1;
const LOADING = 2;

async function mediaReady() {
  const busy = [...document.querySelectorAll<HTMLMediaElement>('video, audio')].filter(mediaBusy);
  await Promise.all(
    busy.map(
      (media) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (mediaBusy(media)) return;
            for (const type of MEDIA_EVENTS) media.removeEventListener(type, check);
            resolve();
          };
          for (const type of MEDIA_EVENTS) media.addEventListener(type, check);
          check();
        }),
    ),
  );
}
const MEDIA_EVENTS = ['loadedmetadata', 'seeked', 'error', 'emptied', 'abort', 'suspend'] as const;

async function finiteAnimationsDone() {
  const finite = document.getAnimations().filter((animation) => !isIdleOrEndless(animation));
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

const routerBusy = ({ state }: DataRouter) => !state.initialized || state.navigation.state !== 'idle';
const routersBusy = () => [...routers].filter(routerBusy).length;

/**
 * The main thread with no task queued. React renders a deferred value (`useDeferredValue`) in slices,
 * a task each, and touches the DOM only when it commits: two frames can pass, quiet, in the middle
 * of one such render. The browser runs an idle callback once its queue of tasks is empty, or after
 * the timeout: on a loaded machine a page can go without an idle moment for as long as a story may
 * take (seen with several story files at once, at a load average of 5).
 */
const idle = () =>
  new Promise<void>((resolve) => {
    // Safari has no idle callbacks (a designer's Storybook there runs the play functions): a task later.
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
const IDLE_TIMEOUT_MS = 1000;

/** Two frames in a row without a DOM mutation, and the main thread idle after them. */
async function domQuiet() {
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    while (changed) {
      changed = false;
      await nextFrame();
      await nextFrame();
      await idle();
    }
  } finally {
    observer.disconnect();
  }
}

/** What is still moving, for the message when a page never settles. */
function unsettled() {
  const running = document.getAnimations().filter((animation) => !isIdleOrEndless(animation));
  return [
    `${inFlight()} requests in flight (${heldRequests()} held without a response on purpose)`,
    `${running.length} animations running`,
    `${[...document.images].filter((image) => !image.complete).length} images loading`,
    `${routersBusy()} routers loading a page`,
  ].join(', ');
}

/**
 * Waits until the page has settled; fails with what is still moving after
 * `timeout` ms, which only bounds a page that never settles.
 */
export async function waitForSettled(timeout = 20_000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failure = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The page never settled: ${unsettled()}`)), timeout);
  });
  try {
    await Promise.race([settle(), failure]);
  } finally {
    clearTimeout(timer);
  }
}

async function settle() {
  for (;;) {
    await whenStateAllows(() => inFlight() <= heldRequests());
    await document.fonts.ready;
    await imagesLoaded();
    await mediaReady();
    await finiteAnimationsDone();
    // A router waiting for a request held on purpose shows its loading state, which is the story.
    await whenStateAllows(() => routersBusy() === 0 || heldRequests() > 0);
    await domQuiet();
    // Settling can start new work (a query enabled by a response, an image in new content).
    if (inFlight() <= heldRequests() && document.getAnimations().every(isIdleOrEndless)) return;
  }
}

function isIdleOrEndless(animation: Animation) {
  return (
    animation.playState !== 'running' ||
    animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY
  );
}
