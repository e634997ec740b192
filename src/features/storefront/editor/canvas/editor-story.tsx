import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { createFaker } from '@fixtures/faker';
import { makeSection } from '@fixtures/storefront';
import type { Decorator } from '@storybook/react-vite';
import { SECTION_TYPES, type SectionType } from '../../sections/contract';
import {
  type EditorAction,
  editorReducer,
  emptyConfig,
  type LoadedStorefront,
  type Restriction,
} from '../model';
import { createEditorStore, type EditorStore, EditorStoreContext } from '../store';
import { type RenderedPart, RenderProbeContext } from './render-probe';

/** The mock's realistic sections (seeded), every type in turn unless `types` says otherwise. */
export function storySections(
  count: number,
  types: readonly SectionType[] = SECTION_TYPES,
): LoadedStorefront['sections'] {
  const faker = createFaker(42);
  return Array.from({ length: count }, (_, index) =>
    makeSection(faker, types[index % types.length] ?? 'rich_text', index + 1, index),
  );
}

/** Renders of each canvas part, by section id (insertion points by index), since the last reset. */
export class RenderLog {
  private readonly seen = new Map<RenderedPart, Set<number>>();
  record = (part: RenderedPart, key: number) => {
    const keys = this.seen.get(part) ?? new Set<number>();
    keys.add(key);
    this.seen.set(part, keys);
  };
  reset() {
    this.seen.clear();
  }
  /** Which sections (or insertion points) rendered that part, in order. */
  of(part: RenderedPart): number[] {
    return [...(this.seen.get(part) ?? [])].sort((a, b) => a - b);
  }
}

export interface EditorStoryState {
  store: EditorStore;
  renders: RenderLog;
}

/**
 * A loader giving the story a fresh editor store with `sections` loaded (then
 * `actions` applied) and a render log: play functions dispatch and count.
 */
export const editorLoader =
  (
    sections: () => LoadedStorefront['sections'],
    { actions = [], restrictions = [] }: { actions?: EditorAction[]; restrictions?: Restriction[] } = {},
  ) =>
  async (): Promise<EditorStoryState> => {
    const loaded = editorReducer(emptyConfig(), {
      type: 'load',
      storefront: { id: 1, sections: sections() },
      restrictions,
    });
    const store = createEditorStore(actions.reduce(editorReducer, loaded));
    return { store, renders: new RenderLog() };
  };

/** Provides the loader's store and render log. */
export const withEditorStore: Decorator = (Story, { loaded }) => {
  const { store, renders } = loaded as EditorStoryState;
  return (
    <EditorStoreContext value={store}>
      <RenderProbeContext value={renders.record}>
        <Story />
      </RenderProbeContext>
    </EditorStoreContext>
  );
};

/** What a single section or insertion point needs around it outside the canvas. */
export const withSortableList: Decorator = (Story, { loaded }) => {
  const { store } = loaded as EditorStoryState;
  const ids = store.getState().sections.map((section) => section.id);
  return (
    <DndContext>
      <SortableContext items={ids}>
        <Story />
      </SortableContext>
    </DndContext>
  );
};
