import { cloneElement, type ReactElement, Suspense } from 'react';

/**
 * Hydrating a page the server drew is one task in Preact: on a slow phone, the whole shell and
 * page at once blocked the main thread for some 150–250 ms (docs/performance.md, "Long tasks").
 * A `HydrationSlice` defers its part of the page to a task of its own: during hydration it
 * suspends once, Preact keeps the server's markup of that part on screen as it is, and hydrates
 * it when its turn comes, each slice in the order it was met, one task after the other.
 *
 * Outside of a hydration (a page the browser draws, a navigation, a story, the server) a slice is
 * nothing but its child.
 */
interface Hydration {
  turns: Map<string, Turn>;
  /** The turn of the slice met last: the next one comes a task after it. */
  last: Promise<void>;
  nextTask: () => Promise<void>;
}

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

let hydration: Hydration | null = null;

/**
 * Hydrates through `hydrate` with every slice met deferred to a task of its own. Resolves once
 * the last slice has been hydrated; slices mounted after that render at once.
 */
export async function hydrateInSlices(hydrate: () => void, nextTask: () => Promise<void>): Promise<void> {
  const current: Hydration = { turns: new Map(), last: Promise.resolve(), nextTask };
  hydration = current;
  try {
    hydrate();
    // A slice met while another was being hydrated takes a later turn: wait for the last one.
    let awaited: Promise<void> | undefined;
    while (awaited !== current.last) {
      awaited = current.last;
      await awaited;
    }
    // The last slice renders in the microtasks that follow its turn; the task after it is clear.
    await nextTask();
  } finally {
    if (hydration === current) hydration = null;
  }
}

/** The attribute that marks a slice's element in the markup. */
const SLICE_ATTRIBUTE = 'data-hydration-slice';

/** The promise a slice named `name` suspends on, or undefined once it may render. */
function pendingTurn(name: string): Promise<void> | undefined {
  if (!hydration) return undefined;
  let turn = hydration.turns.get(name);
  if (!turn) {
    // Only a part the server drew can wait: Preact keeps the node at the slice's place, which must
    // be the slice's own element (a part that was not drawn has none; its place holds the next).
    if (!document.querySelector(`[${SLICE_ATTRIBUTE}="${name}"]`)) return undefined;
    const started: Turn = { promise: hydration.last.then(hydration.nextTask), done: false };
    // Marked before the Suspense boundary hears of it, so that its re-render goes through.
    started.promise.then(() => {
      started.done = true;
    });
    hydration.turns.set(name, started);
    hydration.last = started.promise;
    turn = started;
  }
  return turn.done ? undefined : turn.promise;
}

function Turn({ name, children }: { name: string; children: ReactElement<Record<string, unknown>> }) {
  const pending = pendingTurn(name);
  if (pending) throw pending;
  return cloneElement(children, { [SLICE_ATTRIBUTE]: name });
}

/**
 * `children` is one element of the DOM (a `<main>`, a `<header>`), not a component: while the
 * slice waits, Preact keeps the one DOM node at its place in the server's markup, which is the
 * whole part only if the part is that element. `name` is unique among the slices of a page.
 */
export function HydrationSlice({
  name,
  children,
}: {
  name: string;
  children: ReactElement<Record<string, unknown>, string>;
}) {
  return (
    <Suspense fallback={null}>
      <Turn name={name}>{children}</Turn>
    </Suspense>
  );
}
