import { createContext, use, useRef, useSyncExternalStore } from 'react';
import { type EditorAction, editorReducer, emptyConfig, type StorefrontConfig } from './model';

/**
 * The editor's state in a small external store around the pure reducer.
 * Each section subscribes to its own slice, so editing one section of 300
 * re-renders that section only, not the list (see reports/storefront-editor-bench.md).
 */
export interface EditorStore {
  getState: () => StorefrontConfig;
  dispatch: (action: EditorAction) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createEditorStore(initial: StorefrontConfig = emptyConfig()): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (action) => {
      const next = editorReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = use(EditorStoreContext);
  if (!store) throw new Error('useEditorStore needs an EditorStoreContext provider');
  return store;
}

export const shallowEqualArrays = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/** A value derived from the editor state; the component re-renders only when it changes (by `isEqual`). */
export function useEditorSelector<T>(
  selector: (config: StorefrontConfig) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useEditorStore();
  const cache = useRef<{ state: StorefrontConfig; selector: typeof selector; value: T } | null>(null);
  const getSnapshot = () => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state && cached.selector === selector) return cached.value;
    const value = selector(state);
    const kept = cached && isEqual(cached.value, value) ? cached.value : value;
    cache.current = { state, selector, value: kept };
    return kept;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
