import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { prefetchFirstLoad } from './app/first-load';
import { createAppQueryClient, createAppRouter } from './app/router';
import { loadAppRoutes, preloadMatches } from './app/routes';
import { AppErrorBoundary } from './features/shell/AppErrorBoundary';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

let router: DataRouter | undefined;
const queryClient = createAppQueryClient(() => router);
prefetchFirstLoad(queryClient);
// Not a top-level await: with one, the bundler cuts the first load into some fifty files, every
// module a lazy chunk shares with the entry in a file of its own (docs/performance.md, "First load").
void loadAppRoutes().then((routes) => {
  router = createAppRouter(routes);
  preloadMatches(router.state.matches, queryClient);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  // A transition is rendered in slices of a few milliseconds with the browser free in between: on a
  // slow phone the first render is no longer one long task (docs/performance.md, "Long tasks").
  // Until it commits, index.html's loading state stays on screen.
  startTransition(() => reactRoot.render(app));
});
