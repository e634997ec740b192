import { createContext, type KeyboardEvent, useContext, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/i18n';
import { type SectionId, selectIsEditing, selectSectionCount, selectSectionIndex } from '../model';
import { useEditorStore } from '../store';

interface PickedUp {
  id: SectionId;
  /** Where it was picked up, and whether the editor had changes then: what Escape puts back. */
  from: number;
  changed: boolean;
  /** Its drag handle, which keeps the focus and stays in view. */
  handle: HTMLElement;
}

/**
 * The section being moved with the keyboard, one per canvas. A card subscribes to whether it is
 * the one, so picking a section up and dropping it re-render that card alone.
 */
export class KeyboardMoves {
  #picked: PickedUp | null = null;
  #listeners = new Set<() => void>();
  /** True while a move re-inserts the section: the focus it loses then is not the person leaving. */
  repositioning = false;

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  picked(): PickedUp | null {
    return this.#picked;
  }

  set(picked: PickedUp | null) {
    this.#picked = picked;
    for (const listener of this.#listeners) listener();
  }

  /**
   * Scrolls the moving section's handle back into view. A section rendered during a move (one the
   * moved section just passed, say) grows from its placeholder and pushes the handle down: each
   * section calls this once it is rendered.
   */
  keepInView() {
    this.#picked?.handle.scrollIntoView({ block: 'nearest' });
  }
}

/** EditorCanvas provides one for its sections; a card rendered alone (a story) gets its own. */
export const KeyboardMovesContext = createContext(new KeyboardMoves());

const PICK_UP_OR_DROP = new Set([' ', 'Enter']);

/**
 * Reordering a section from its drag handle with the keyboard: Space or Enter picks it up, the
 * arrow keys (and Home, End) move it one place (to the first, the last), Space or Enter drops it,
 * Escape puts it back where it was; leaving the handle drops it where it is. Each step is announced.
 *
 * Each arrow moves the section in the editor's store, as the Move up and Move down buttons do, so
 * the page and what a screen reader reads are always the real order. dnd-kit's keyboard sensor
 * instead measured every section and re-rendered every sortable at each pick-up: 85 ms with 300
 * sections (docs/performance.md, "Storefront editor"). Here a pick-up re-renders one card.
 */
export function useKeyboardMove(id: SectionId, name: string, announce: (message: string) => void) {
  const moves = useContext(KeyboardMovesContext);
  const store = useEditorStore();
  const { t } = useTranslation();
  const moving = useSyncExternalStore(moves.subscribe, () => moves.picked()?.id === id);

  /** The placeholders of an announcement about the section at `index`. */
  const at = (index: number) => ({
    '@name': name,
    '@position': index + 1,
    '@count': selectSectionCount(store.getState()),
  });

  const reposition = (handle: HTMLElement, action: () => void) => {
    moves.repositioning = true;
    try {
      flushSync(action);
    } finally {
      moves.repositioning = false;
    }
    // Re-inserting the section's node drops the focus: the handle keeps it, in view.
    if (document.activeElement !== handle) handle.focus({ preventScroll: true });
    moves.keepInView();
  };

  const drop = () => {
    moves.set(null);
    announce(
      t('@name dropped at position @position of @count.', at(selectSectionIndex(store.getState(), id))),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const state = store.getState();
    const picked = moves.picked();
    if (picked?.id !== id) {
      if (!PICK_UP_OR_DROP.has(event.key) || selectIsEditing(state)) return;
      event.preventDefault();
      moves.set({
        id,
        from: selectSectionIndex(state, id),
        changed: state.changed,
        handle: event.currentTarget,
      });
      announce(t('Picked up @name.', { '@name': name }));
      return;
    }
    const index = selectSectionIndex(state, id);
    const last = selectSectionCount(state) - 1;
    const targets: Record<string, number> = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: last };
    const target = targets[event.key];
    const handle = event.currentTarget;
    if (target !== undefined) {
      event.preventDefault();
      const to = Math.min(Math.max(target, 0), last);
      reposition(handle, () => store.dispatch({ type: 'move', id, index: to }));
      announce(t('@name is over position @position of @count.', at(to)));
    } else if (PICK_UP_OR_DROP.has(event.key)) {
      event.preventDefault();
      drop();
    } else if (event.key === 'Escape') {
      // Escape ends the move only: the editor around it must not take it as well.
      event.preventDefault();
      event.stopPropagation();
      reposition(handle, () =>
        store.dispatch({ type: 'putBack', id, index: picked.from, changed: picked.changed }),
      );
      moves.set(null);
      announce(t('Moving @name was cancelled.', { '@name': name }));
    }
  };

  const onBlur = () => {
    if (moving && !moves.repositioning) drop();
  };

  return { moving, onKeyDown, onBlur };
}
