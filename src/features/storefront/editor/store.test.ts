import { describe, expect, it, vi } from 'vitest';
import { loadedConfig } from './model/testing';
import { createEditorStore } from './store';

describe('editor store', () => {
  it('applies actions through the reducer and notifies only on change', () => {
    const store = createEditorStore(loadedConfig(3));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'paste', index: 0 });
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'remove', id: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().sections.map((section) => section.id)).toEqual([1, 3]);
    unsubscribe();
    store.dispatch({ type: 'remove', id: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
