import '@/ui/theme/inter.css';
import '@/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { taxonomyTermsQueryOptions } from '@/api/taxonomy';
import { type Training, toSectionTrainingsQuery, trainingsQueryOptions } from '@/api/trainings';
import { EditorCanvas } from '@/features/storefront/editor/canvas/EditorCanvas';
import type { EditorAction, StorefrontConfig } from '@/features/storefront/editor/model';
import { createEditorStore, EditorStoreContext } from '@/features/storefront/editor/store';
import { I18nProvider } from '@/i18n';
import { CommitProbe } from './commit-probe';
import { benchSections } from './sections';

/**
 * The editor canvas alone, driven from Playwright: each operation is
 * dispatched inside flushSync, so the time between before and after is the
 * runtime's render plus commit (layout effects included) for that one operation.
 */
export const SECTION_COUNT = 300;

// Sections that fetch (trainings, categories) read seeded cache entries: the benchmark measures rendering, not the network.
const queryClient = createQueryClient({ retry: false });
queryClient.setDefaultOptions({ queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } });
const trainings: Training[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  title: `Training ${index + 1}`,
  summary: 'A short summary.',
  image: null,
  url: `/trainings/${index + 1}`,
  language: 'en',
  free: index % 2 === 0,
  price: index % 2 === 0 ? null : 49,
  currency: 'EUR',
  duration_minutes: 45,
  tags: [],
  created: '2026-01-01 00:00:00',
  own: false,
}));
// A new trainings section's list (the newest eight; four in older revisions): the sections' settings.
for (const size of [4, 8]) {
  queryClient.setQueryData(
    trainingsQueryOptions(toSectionTrainingsQuery({ type: 'all', sorting: 'newest', size })).queryKey,
    {
      data: trainings.slice(0, size),
      meta: { page: 0, limit: size, total: 8, totalPages: size < 8 ? 2 : 1, isLastPage: size >= 8 },
    },
  );
}
queryClient.setQueryData(
  taxonomyTermsQueryOptions({ machine_name: 'topics', parent: 0 }).queryKey,
  ['Design', 'Leadership', 'Safety', 'Sales'].map((name, index) => ({
    tid: index + 1,
    name,
    parent: 0,
    vocabulary: 'topics',
    weight: index,
  })),
);

interface Sample {
  wall: number;
  render: number;
}
const samples: Sample[] = [];
let lastRender = 0;
/** Commits since the last reset, as the runtime's probe reports them (for updates the page did not dispatch). */
let commits: Array<{ start: number; commit: number }> = [];
const store = createEditorStore();
/** What the canvas last announced (the pick-up's Escape is confirmed by it). */
let announced = '';
const announce = (message: string) => {
  announced = message;
};

function Harness() {
  return (
    <CommitProbe
      onCommit={({ render, start, commit }) => {
        lastRender += render;
        commits.push({ start, commit });
      }}
    >
      <EditorStoreContext value={store}>
        <EditorCanvas announce={announce} />
      </EditorStoreContext>
    </CommitProbe>
  );
}

function measure(action: EditorAction): Sample {
  lastRender = 0;
  const start = performance.now();
  flushSync(() => store.dispatch(action));
  const sample = { wall: performance.now() - start, render: lastRender };
  samples.push(sample);
  return sample;
}
const untimed = (action: EditorAction) => flushSync(() => store.dispatch(action));

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Scrolls to `top` and times what the runtime then does on its own: sections that
 * come near the viewport render their cards (an editor that renders every section
 * up front does nothing here). The sum over the commits that follow, render
 * start to commit, since no dispatch brackets them.
 */
async function scrollTo(top: number): Promise<Sample> {
  await nextFrame();
  lastRender = 0;
  commits = [];
  window.scrollTo(0, top);
  // The observer reports on the frame after the scroll; its commit follows.
  for (let frame = 0; frame < 4; frame += 1) await nextFrame();
  const wall = commits.reduce((sum, { start, commit }) => sum + (commit - start), 0);
  return { wall, render: lastRender };
}

/**
 * Called right after a section's form was opened: waits for the rich-text editor the form starts
 * once it has been painted (src/lib/use-after-paint.ts) and times that start: from the start of
 * its render (the commit probe) to the end of the task that put the editor in the page, when a
 * mutation observer hears of it.
 */
function editorStart(): Promise<Sample> {
  lastRender = 0;
  commits = [];
  // An editor that started with its form (an older revision) has nothing left to start.
  if (document.querySelector('[contenteditable="true"]')) return Promise.resolve({ wall: 0, render: 0 });
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the rich-text editor did not start')), 5000);
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[contenteditable="true"]')) return;
      const end = performance.now();
      observer.disconnect();
      clearTimeout(timeout);
      resolve({ wall: end - (commits[0]?.start ?? end), render: lastRender });
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
}

const key = (target: EventTarget, name: string, code: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, code, bubbles: true, cancelable: true }));

/**
 * Picks up the first section with the keyboard (Space on its drag handle) and times it until the
 * next frame: what a person waits for before the section shows as picked up. Escape then puts it
 * back, untimed, confirmed by the canvas's announcement.
 */
async function pickUp(): Promise<Sample> {
  const handle = document.querySelector<HTMLElement>('button[aria-label^="Drag to reorder"]');
  if (!handle) throw new Error('no drag handle');
  handle.focus();
  lastRender = 0;
  const start = performance.now();
  key(handle, ' ', 'Space');
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const sample = { wall: performance.now() - start, render: lastRender };
  await nextFrame();
  key(handle, 'Escape', 'Escape');
  // An older revision (BENCH_AGAINST) moved with dnd-kit's keyboard sensor, which announces in its own live region.
  const dndRegion = document.querySelector('[id^="DndLiveRegion"]');
  const cancelled = () => announced.includes('cancelled') || dndRegion?.textContent?.includes('cancelled');
  for (let frame = 0; !cancelled(); frame += 1) {
    if (frame > 100) {
      const focused = document.activeElement?.outerHTML.slice(0, 120);
      throw new Error(`the move was not cancelled: last announced "${announced}", focus on ${focused}`);
    }
    await nextFrame();
  }
  announced = '';
  for (let frame = 0; frame < 4; frame += 1) await nextFrame();
  return sample;
}

declare global {
  interface Window {
    bench: {
      ready: boolean;
      config: () => StorefrontConfig;
      measure: (action: EditorAction) => Sample;
      untimed: (action: EditorAction) => void;
      scrollTo: (top: number) => Promise<Sample>;
      editorStart: () => Promise<Sample>;
      pickUp: () => Promise<Sample>;
      sections: (count: number) => ReturnType<typeof benchSections>;
      count: number;
    };
  }
}

const router = createMemoryRouter([{ path: '*', element: <Harness /> }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider langcode="en" direction="ltr">
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}
window.bench = {
  ready: true,
  config: () => store.getState(),
  measure,
  untimed,
  scrollTo,
  editorStart,
  pickUp,
  sections: benchSections,
  count: SECTION_COUNT,
};
