import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import { unlessLeaving } from '@/lib/unless-leaving';
import type { ToastStore } from './ToastStackView';
import type { ToastType } from './toast-config';

/**
 * Notices: `toast.success('Saved')`, `toast.error(...)`, `toast.remove(id)`, `toast.clear()`.
 *
 * This module is all the first load carries of them: the stack (Ark's toast machine, its
 * presence and dismiss logic) is a chunk of its own, fetched when the first notice is asked
 * for. Calls made before it has arrived wait in a queue and are replayed in order
 * (docs/performance.md, "First load").
 */

export { TOAST_DURATION } from './toast-config';
export type { ToastType };

/** `action`: one button beside the message (Undo after a removal); pressing it also closes the notice. */
export type ToastOptions = {
  id?: string;
  duration?: number;
  action?: { label: string; onClick: () => void };
};

type Command = { id?: string; apply: (store: ToastStore) => void };

let store: ToastStore | undefined;
let wanted = false;
const queue: Command[] = [];
const listeners = new Set<() => void>();
let nextId = 0;

const loadView = () => unlessLeaving(() => import('./ToastStackView'));

/** Called by the stack once it is rendered and listening: the waiting notices are replayed in order. */
function attach(toaster: ToastStore) {
  store = toaster;
  for (const command of queue.splice(0)) command.apply(toaster);
}

function run(command: Command) {
  if (store) {
    command.apply(store);
    return;
  }
  queue.push(command);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

const show =
  (type: ToastType) =>
  (message: string, options?: ToastOptions): string => {
    const id = options?.id ?? `toast-${++nextId}`;
    run({ id, apply: (toaster) => toaster.create({ type, description: message, ...options, id }) });
    return id;
  };

export const toast = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
  remove: (id: string) => {
    if (store) store.dismiss(id);
    // Still waiting for the stack: it is simply never shown.
    else queue.splice(0, queue.length, ...queue.filter((command) => command.id !== id));
  },
  /** Removes every notice at once (e.g. between stories, on sign-out). */
  clear: () => {
    queue.length = 0;
    store?.remove();
  },
};

export const useToast = () => toast;

/**
 * The toast store once the stack has loaded, for tests that hold or inspect the notices
 * (`(await loadedToaster())?.pause()`); undefined when no notice was ever asked for.
 */
export async function loadedToaster(): Promise<ToastStore | undefined> {
  return wanted ? (await loadView()).toaster : undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// A stack whose code cannot be fetched (the network dropped) shows no notices; it must not take
// the page down through the error boundary for the sake of a "Saved".
const ToastStackView = lazy<ComponentType<{ onReady: (store: ToastStore) => void }>>(async () => {
  try {
    return { default: (await loadView()).ToastStackView };
  } catch (error) {
    console.error('The notices could not be loaded', error);
    return { default: () => null };
  }
});

/** Renders the stack; mount once near the root of the app. Nothing is rendered or loaded before a first notice. */
export function ToastStack() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastStackView onReady={attach} />
    </Suspense>
  );
}
