import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { FieldErrorMap } from '@/api/errors';
import { useTranslation } from '@/i18n';
import type { StorefrontConfig } from '../model';
import { shallowEqualArrays, useEditorSelector, useEditorStore } from '../store';
import { EAGER_SECTIONS, EditableSection, EditorDrag } from './EditableSection';
import { InsertionPoint, InsertionStateProvider } from './InsertionPoint';
import { KeyboardMoves, KeyboardMovesContext } from './keyboard-move';
import { sectionErrorsAt } from './section-errors';
import { RevealGate } from './use-revealed';

/** The list depends on the order only, so it re-renders only when the order changes. */
const selectIds = (config: StorefrontConfig) => config.sections.map((section) => section.id);

/**
 * Constant sensor options: a new options object gives dnd-kit new sensors, and with them a new
 * internal context that re-renders every draggable, on each render of the canvas (each reorder).
 */
const POINTER = { activationConstraint: { distance: 6 } };

const list = css({ display: 'grid', gap: '0', listStyle: 'none' });
/**
 * After the first sections (rendered at once, with the page), each section with its insertion point
 * is laid out only near the screen (content-visibility):
 * with 300 sections, every layout the editor forces (ProseMirror reads the selection when its
 * editor starts, which lays out the page) cost the whole list (docs/performance.md, "Storefront
 * editor"). Off screen, an item keeps the height it was last rendered at, or the estimate; it stays in
 * the document, so focus, find-in-page and screen readers reach it.
 */
const offscreenItem = css({
  minInlineSize: '0',
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto token(sizes.editorSectionEstimate)',
});

export interface EditorCanvasProps {
  announce: (message: string) => void;
  /** Field messages of the last failed save. */
  errors?: FieldErrorMap;
}

/**
 * The sections being edited, in order, with an insertion point before each
 * one and after the last. Reordering by drag and drop (pointer, dnd-kit) and by
 * keyboard (keyboard-move.ts): the drag handle picks up with Space or Enter,
 * arrows move, Space drops, Escape cancels; Move up / Move down buttons do the
 * same in one step.
 */
export const EditorCanvas = memo(function EditorCanvas({ announce, errors }: EditorCanvasProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { dispatch } = store;
  const sensors = useSensors(useSensor(PointerSensor, POINTER));
  const [keyboardMoves] = useState(() => new KeyboardMoves());
  const ids = useEditorSelector(selectIds, shallowEqualArrays);
  /**
   * The sortable context's items are the order when the drag under way started, not the live order:
   * every sortable re-renders when they change, so following each move, paste or removal would
   * re-render all 300 sections. Between drags there are none: a drag starts by taking the current
   * order and its end empties them again.
   */
  const [sortableIds, setSortableIds] = useState<number[]>([]);
  const nameOf = (id: unknown) => {
    const position = ids.indexOf(id as number);
    return t('section @position', { '@position': position + 1 });
  };
  const positionOf = (id: unknown) => ids.indexOf(id as number) + 1;
  // Computed once per failed save and order, so a section with messages keeps the same object between renders.
  const errorsByIndex = useMemo(
    () => (errors ? ids.map((_, index) => sectionErrorsAt(errors, index)) : undefined),
    [errors, ids],
  );

  const screenReaderInstructions: ScreenReaderInstructions = {
    draggable: t(
      'To pick up a section, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
    ),
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('Picked up @name.', { '@name': nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('@name is over position @position of @count.', {
            '@name': nameOf(active.id),
            '@position': positionOf(over.id),
            '@count': ids.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('@name dropped at position @position of @count.', {
            '@name': nameOf(active.id),
            '@position': positionOf(over.id),
            '@count': ids.length,
          })
        : t('@name dropped.', { '@name': nameOf(active.id) }),
    onDragCancel: ({ active }) => t('Moving @name was cancelled.', { '@name': nameOf(active.id) }),
  };

  // Changes once, at the first drag: every section then becomes a sortable (EditableSection.tsx).
  const [started, setStarted] = useState(false);
  const [gate] = useState(() => new RevealGate());
  const drag = useMemo(() => ({ started, gate }), [started, gate]);
  const endDrag = () => {
    setSortableIds([]);
    gate.dragEnded();
  };
  const onDragStart = () => {
    gate.dragStarted();
    setSortableIds(selectIds(store.getState()));
    setStarted(true);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    if (!over || active.id === over.id) return;
    dispatch({ type: 'move', id: active.id as number, index: ids.indexOf(over.id as number) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={endDrag}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
        <InsertionStateProvider>
          <EditorDrag value={drag}>
            <KeyboardMovesContext value={keyboardMoves}>
              <ol className={list} aria-label={t('Sections')}>
                {ids.map((id, index) => (
                  <li key={id} className={index < EAGER_SECTIONS ? undefined : offscreenItem}>
                    <InsertionPoint index={index} />
                    <EditableSection
                      id={id}
                      first={index === 0}
                      last={index === ids.length - 1}
                      eager={index < EAGER_SECTIONS}
                      errors={errorsByIndex?.[index]}
                      announce={announce}
                    />
                  </li>
                ))}
              </ol>
            </KeyboardMovesContext>
          </EditorDrag>
          <InsertionPoint index={ids.length} />
        </InsertionStateProvider>
      </SortableContext>
    </DndContext>
  );
});
