import './ui/theme/fonts';
import './index.css';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { applyAppStyles } from './app/app-styles';
import { holdEarlyInput, letEarlyInputGo } from './app/early-input';
import { loadShellQueries, localeSettingsOf } from './app/first-load';
import { readPageState } from './app/page-state';
import { createAppQueryClient, createAppRouter } from './app/router';
import { loadAppRoutes, preloadMatches } from './app/routes';
import { AppErrorBoundary } from './features/shell/AppErrorBoundary';
import { loadLocaleData } from './i18n';
import { nextTask } from './lib/next-task';
import { watchLeaving } from './lib/unless-leaving';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Applied now, waited for before the first render: until then index.html's loading state, styled
// inline, is what the screen shows (docs/performance.md, "First paint").
const stylesApplied = applyAppStyles();

let router: DataRouter | undefined;
const queryClient = createAppQueryClient(() => router);

// A page the server rendered arrives with the responses it was rendered from (docs/performance.md,
// "Pages rendered on the server"): the first render takes them from the cache and shows the same page.
const pageState = readPageState();
if (pageState) hydrate(queryClient, pageState.queries);
// Until it is hydrated, presses on the rendered page are held and replayed (src/app/early-input.ts).
const earlyInput = pageState ? holdEarlyInput() : undefined;
if (!pageState) letEarlyInputGo();
// Until the page is rendered or hydrated, its parts may still start loading their code after the user
// started to leave, which the browser then refuses: a departure is watched for from now, and the
// parts watch for themselves from their first commit (src/lib/unless-leaving.ts).
const stopWatchingLeaving = watchLeaving();

/** Calls `onCommit` once its children, the whole app, are first committed. */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Start-up runs as a few tasks rather than one: evaluating the modules, starting the first
 * queries, building the router, starting the page's chunk, then React's first render (itself
 * sliced, below). On a slow phone one task of all of it blocked the main thread for about half a
 * second (docs/performance.md, "Long tasks"). The API responses were already asked for by
 * index.html's preloads, so a task's wait costs them nothing.
 */

// Not a top-level await: with one, the bundler cuts the first load into some fifty files, every
// module a lazy chunk shares with the entry in a file of its own (docs/performance.md, "First load").
void nextTask()
  .then(() => void loadShellQueries(queryClient))
  .then(nextTask)
  .then(loadAppRoutes)
  .then(async (routes) => {
    const appRouter = createAppRouter(routes, queryClient, pageState?.router);
    router = appRouter;
    await nextTask();
    const chunksArrived = preloadMatches(appRouter.state.matches);
    await nextTask();
    await stylesApplied;
    const app = (
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={appRouter} />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>
    );
    if (pageState) {
      // The page is on screen already: it is hydrated once its chunk is in, so that nothing the
      // server rendered is replaced by a loading state on the way.
      await chunksArrived;
      // The chunks' modules ran in the task that loaded them, and the language's data loads in
      // tasks of its own: the hydration's task is left with the rendering (docs/performance.md).
      await nextTask();
      await loadLocaleData(localeSettingsOf(queryClient), nextTask);
      // The parts in Suspense boundaries (the page, the shop's cards) are hydrated after the shell,
      // each apart, first the one the user presses (docs/decisions/0001).
      // Once the hydrated page's effects have run (its widgets' state machines start in them).
      const hydrated = () => {
        requestAnimationFrame(() =>
          setTimeout(() => {
            earlyInput?.release();
            stopWatchingLeaving();
          }, 0),
        );
      };
      // As a transition, as React Router's own browser entry does: React hydrates in slices of a
      // few milliseconds with the browser free in between, rather than in one long task.
      startTransition(() => {
        hydrateRoot(root, <OnFirstCommit onCommit={hydrated}>{app}</OnFirstCommit>);
      });
      return;
    }
    const reactRoot = createRoot(root);
    // A transition is rendered in slices of a few milliseconds with the browser free in between:
    // the first render is no longer one long task. Until it commits, index.html's loading state
    // stays on screen.
    startTransition(() =>
      reactRoot.render(<OnFirstCommit onCommit={stopWatchingLeaving}>{app}</OnFirstCommit>),
    );
  });
