import './ui/theme/fonts';
import './index.css';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { holdEarlyInput, letEarlyInputGo } from './app/early-input';
import { readPageState } from './app/page-state';
import { createAppQueryClient, createAppRouter } from './app/router';
import { appRoutes, resolveLazyMatches } from './app/routes';
import { AppErrorBoundary } from './features/shell/AppErrorBoundary';
import { stopWatchingFromHead, watchLeaving } from './lib/unless-leaving';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

let router: DataRouter | undefined;
const queryClient = createAppQueryClient(() => router);

// A page the server rendered arrives with the responses and loader results it was rendered from
// (docs/rendering.md): the browser's first render takes them and renders the same page.
const pageState = readPageState();
if (pageState) hydrate(queryClient, pageState.queries);
// Until it is hydrated, presses on the rendered page are held and replayed (src/app/early-input.ts).
const earlyInput = pageState ? holdEarlyInput() : undefined;
if (!pageState) letEarlyInputGo();
// Until the page is rendered, a load its user's departure stops fails nothing (src/lib/unless-leaving.ts);
// the head's watch has seen any departure before this ran, and ends with this one.
const stopWatchingEntry = watchLeaving();
const stopWatchingLeaving = () => {
  stopWatchingEntry();
  stopWatchingFromHead();
};

/** Calls `onCommit` once its children, the whole app, are first committed. */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Lets the browser run what waits (input, a paint, a response) between two steps of start-up, each
 * then a task of its own: `scheduler.yield()` where the browser has it, a new task where not.
 */
const yieldToBrowser = (): Promise<void> =>
  typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function'
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

// Not a top-level await: with one, the bundler cuts the first load into some fifty files, every
// module a lazy chunk shares with the entry in a file of its own (docs/performance.md, "First load").
void (async () => {
  // The rendered page's code before the router is made, as React Router's server-rendering guide
  // shows: the page is then hydrated as it is, nothing of it replaced by a fallback on the way.
  if (pageState) {
    // The first load's modules ran in this task, and the page's run in the task that loads them;
    // matching the routes, and making the router and hydrating, each get a task of their own
    // rather than lengthening those (docs/decisions/0011-what-the-rendering-path-keeps.md).
    await yieldToBrowser();
    await resolveLazyMatches(appRoutes, window.location.pathname);
    await yieldToBrowser();
  }
  router = createAppRouter(appRoutes, queryClient, pageState?.router);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  if (!pageState) {
    createRoot(root).render(<OnFirstCommit onCommit={stopWatchingLeaving}>{app}</OnFirstCommit>);
    return;
  }
  // Presses held until now are replayed once the hydrated page's effects have run (its widgets'
  // state machines start in them).
  const hydrated = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        earlyInput?.release();
        stopWatchingLeaving();
      }, 0),
    );
  // As a transition, as React Router's own browser entry does: React hydrates in slices with the
  // browser free in between. A press on a button meanwhile is held by the capture and replayed above.
  startTransition(() => {
    hydrateRoot(root, <OnFirstCommit onCommit={hydrated}>{app}</OnFirstCommit>);
  });
})();
