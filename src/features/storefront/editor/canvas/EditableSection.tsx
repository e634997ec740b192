import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ArrowDown,
  ArrowUp,
  Copy,
  EyeOff,
  GripVertical,
  Palette,
  Pencil,
  Settings2,
  Trash2,
} from 'lucide-react';
import {
  createContext,
  memo,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { IconButton } from '@/ui/IconButton';
import { parseAppearance } from '../../sections/appearance';
import { parseContent, parseSettings } from '../../sections/content';
import { sectionTypeOf } from '../../sections/registry';
import { SectionView } from '../../sections/SectionView';
import { APPEARANCE_FIELDS } from '../forms/descriptors';
import { SectionForm } from '../forms/SectionForm';
import {
  type EditorAction,
  isVisibleTo,
  type Section,
  type SectionId,
  type StorefrontConfig,
  selectIsEditing,
  selectSection,
  selectSectionCount,
  selectSectionIndex,
} from '../model';
import { type EditorStore, useEditorSelector, useEditorStore } from '../store';
import { KeyboardMovesContext, useKeyboardMove } from './keyboard-move';
import { useRenderProbe } from './render-probe';
import type { SectionErrors } from './section-errors';
import { RevealGate, useRevealed } from './use-revealed';

const item = css({
  position: 'relative',
  borderRadius: 'l3',
  borderWidth: 'thin',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  bg: 'canvas',
  '&[data-editing=true]': {
    borderStyle: 'solid',
    borderColor: 'primary',
    boxShadow: '0 0 0 token(borderWidths.thin) token(colors.primary)',
  },
  '&[data-invalid=true]': { borderStyle: 'solid', borderColor: 'error' },
  // Picked up with the keyboard (keyboard-move.ts): lifted like a section dragged with the pointer.
  '&:has([data-moving=true])': { borderStyle: 'solid', borderColor: 'primary', boxShadow: 'lg' },
});
const sortableItem = css({
  position: 'relative',
  '&[data-dragging=true]': { zIndex: 'lifted', boxShadow: 'lg', opacity: 0.9 },
});
const toolbar = css({
  // A fieldset, so one attribute disables every control while a section is edited (no re-render of each).
  minWidth: '0',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1',
  paddingInline: '2',
  paddingBlock: '1',
  borderBlockEndWidth: 'thin',
  borderColor: 'border',
  bg: 'muted',
  borderTopRadius: 'l3',
});
const label = css({
  // At least 12rem (sizes.48) beside the handle, else the buttons wrap under it. Its own width never counts
  // (inline-size containment): the long name is cut with an ellipsis instead of widening the page.
  flex: '1 1 token(sizes.48)',
  contain: 'inline-size',
  minWidth: '0',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  overflow: 'hidden',
});
// The title reads, and is cut at its end, in its own direction (`dir="auto"`).
const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const nameParts = css({ display: 'flex', minWidth: '0', gap: '1' });
const typePart = css({ flexShrink: 0, whiteSpace: 'nowrap' });
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  paddingInline: '2',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
});
const handle = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '8',
  height: '8',
  borderRadius: 'l1',
  cursor: 'grab',
  color: 'fg.muted',
  touchAction: 'none',
  // Kept in view during a keyboard move with room around it: the sections it is passing show.
  scrollMarginBlock: '32',
  _hover: { bg: 'border' },
});
// Until it nears the viewport, a section keeps about the height of a short one, so the scrollbar hardly moves.
const placeholder = css({ minHeight: '40', bg: 'muted', opacity: 0.5 });
const preview = css({ padding: '2', '&[data-hidden=true]': { opacity: 0.45, filter: 'grayscale(1)' } });
const errorList = css({
  padding: '3',
  bg: 'error.subtle',
  color: 'error',
  fontSize: 'sm',
  display: 'grid',
  gap: '1',
});

export interface EditableSectionProps {
  id: SectionId;
  /** Whether it is the first or the last section: the Move up or Move down button is then disabled. */
  first: boolean;
  last: boolean;
  /** Rendered at once rather than when it nears the viewport (the first screen's sections). */
  eager: boolean;
  errors: SectionErrors | undefined;
  announce: (message: string) => void;
}

type Focusable = 'up' | 'down';

/**
 * The editor's drags, as the sections need them (EditorCanvas provides it). `started`: a drag has
 * started since the editor opened; from then on every section is a drop target, rendered or not, so a
 * drag can go anywhere in the list. `gate` holds the sections' reveals back during a drag.
 */
export const EditorDrag = createContext({ started: false, gate: new RevealGate() });

/** Sections rendered at once when the editor opens: what the first screen holds (a hero and a list). */
export const EAGER_SECTIONS = 4;

/** What a section's card shows: everything but its weight, which every move renumbers. */
interface SectionSlice {
  type: Section['type'];
  state: Section['state'];
  isNew: boolean;
  hide: Section['hide'];
  data: Section['data'];
}
const sameSlice = (a: SectionSlice | undefined, b: SectionSlice | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.type === b.type &&
    a.state === b.state &&
    a.isNew === b.isNew &&
    a.hide === b.hide &&
    a.data === b.data);
const sliceOf = (config: StorefrontConfig, id: SectionId): SectionSlice | undefined => {
  const section = selectSection(config, id);
  return section
    ? {
        type: section.type,
        state: section.state,
        isNew: section.isNew,
        hide: section.hide,
        data: section.data,
      }
    : undefined;
};

/**
 * One section in the editor: the sortable wrapper, its position label and the
 * section's card. Nothing here takes the section's index as a prop: the
 * sortable context keeps its items from the last drag (EditorCanvas.tsx), the
 * label reads the position from the store, and the card (toolbar, preview,
 * forms) is memoised on what it shows, which no move changes. So moving one
 * section of 300 re-renders the labels whose position changed, not 300 sortables
 * and cards (docs/performance.md, "Storefront editor").
 *
 * A section far from the screen (not yet revealed) is rendered as its name over a
 * placeholder and is not a dnd-kit sortable either: registering 300 sortables
 * was a quarter of loading the editor, each registration copying the map of the
 * ones before. It becomes one when it comes within a screen of the viewport, or
 * when the first pointer drag starts (`EditorDrag`): a drag can go anywhere, and
 * a sortable registered during a drag is not measured by dnd-kit. The keyboard
 * moves sections without dnd-kit (keyboard-move.ts).
 */
export const EditableSection = memo(function EditableSection({
  id,
  first,
  last,
  eager,
  errors,
  announce,
}: EditableSectionProps) {
  useRenderProbe('sortable', id);
  const { t } = useTranslation();
  const slice = useEditorSelector((config) => sliceOf(config, id), sameSlice);
  const drag = useContext(EditorDrag);
  // A section just pasted or created is rendered at once: it is where the person is looking.
  const { revealed, reveal, ref } = useRevealed(eager || slice?.isNew === true, drag.gate);
  const editing = slice !== undefined && slice.state !== 'view';
  // A section opened for editing is rendered wherever it is.
  if (editing && !revealed) reveal();
  // Parsing the content for the title is the dearest part of this render: once per content.
  const type = slice?.type;
  const content = slice?.data.content;
  const name = useMemo(() => (type ? sectionName(t, type, content) : ''), [t, type, content]);

  const rendered = revealed || editing;
  // Rendered during a keyboard move, it may have pushed the moving section out of view.
  const keyboardMoves = useContext(KeyboardMovesContext);
  useLayoutEffect(() => {
    if (rendered) keyboardMoves.keepInView();
  }, [rendered, keyboardMoves]);

  // A removed section unmounts with its parent's next render; never render it without data.
  if (!slice) return null;
  return (
    // What the reveal watches: the same element whether the section is a drop target yet or not.
    <div ref={ref}>
      {rendered || drag.started ? (
        <SortableSection
          id={id}
          name={name}
          slice={slice}
          rendered={rendered}
          editing={editing}
          first={first}
          last={last}
          errors={errors}
          announce={announce}
        />
      ) : (
        <div className={sortableItem}>
          <PositionedSection id={id} name={name} editing={false} invalid={errors !== undefined}>
            <SectionPlaceholder slice={slice} />
          </PositionedSection>
        </div>
      )}
    </div>
  );
});

/** A section whose card is not rendered yet: its name over a placeholder of about a short section's height. */
function SectionPlaceholder({ slice }: { slice: SectionSlice }) {
  return (
    <>
      <div className={toolbar}>
        <span className={label}>
          <SectionNameText type={slice.type} content={slice.data.content} />
        </span>
      </div>
      <div className={placeholder} />
    </>
  );
}

/**
 * A section as a dnd-kit sortable around its labelled box: its card once rendered, its placeholder
 * before (a section far from the screen once a drag has started).
 */
function SortableSection({
  rendered,
  editing,
  ...card
}: Omit<SectionCardProps, 'attributes' | 'listeners' | 'setActivatorNodeRef'> & {
  rendered: boolean;
  editing: boolean;
}) {
  const store = useEditorStore();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: card.id });
  const stableListeners = useStableListeners(listeners, store);
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging}
      className={sortableItem}
    >
      <PositionedSection id={card.id} name={card.name} editing={editing} invalid={card.errors !== undefined}>
        {rendered ? (
          <SectionCard
            {...card}
            attributes={attributes}
            listeners={stableListeners}
            setActivatorNodeRef={setActivatorNodeRef}
          />
        ) : (
          <SectionPlaceholder slice={card.slice} />
        )}
      </PositionedSection>
    </div>
  );
}

/**
 * The section's box, named with its position ("Section 3 of 300: …"). The
 * only part that follows the position, so a move or a removal re-renders this
 * element for each section whose position changed and nothing inside it.
 */
function PositionedSection({
  id,
  name,
  editing,
  invalid,
  children,
}: {
  id: SectionId;
  name: string;
  editing: boolean;
  invalid: boolean;
  children: ReactNode;
}) {
  useRenderProbe('label', id);
  const { t } = useTranslation();
  const position = useEditorSelector((config) => selectSectionIndex(config, id)) + 1;
  const count = useEditorSelector(selectSectionCount);
  return (
    <article
      className={item}
      data-editing={editing}
      data-invalid={invalid}
      data-testid="editor-section"
      aria-label={t('Section @position of @count: @name', {
        '@position': position,
        '@count': count,
        '@name': name,
      })}
    >
      {children}
    </article>
  );
}

/**
 * The title as stored, without parsing the whole content with its schema: 300 parses were a
 * noticeable part of loading the editor, and a name needs the one string.
 */
function titleOf(content: unknown): string {
  const stored = (content as { title?: unknown } | undefined)?.title;
  return typeof stored === 'string' ? stored : '';
}

/** The name the section's box and buttons are labelled with: "Title (type)", or the type alone. */
function sectionName(t: (source: string) => string, type: Section['type'], content: unknown): string {
  const title = titleOf(content);
  const typeLabel = t(sectionTypeOf(type).label);
  return title ? `${title} (${typeLabel})` : typeLabel;
}

/**
 * The name as the section's bar shows it: a long title is cut, never the type after it, and each part
 * reads in its own direction (an English title on an Arabic page).
 */
function SectionNameText({ type, content }: { type: Section['type']; content: unknown }) {
  const { t } = useTranslation();
  const title = titleOf(content);
  const typeLabel = t(sectionTypeOf(type).label);
  if (!title) return <span className={ellipsis}>{typeLabel}</span>;
  return (
    <span className={nameParts}>
      <span className={ellipsis} dir="auto">
        {title}
      </span>
      <span className={typePart}>({typeLabel})</span>
    </span>
  );
}

/**
 * dnd-kit hands out a new listeners object on every render, which would defeat
 * the card's memo on every operation. The activator (the pointer's) never
 * changes, so a stable forwarder to the latest listeners is equivalent.
 * While a section is edited nothing may be dragged: checked here, when a drag
 * would start, rather than by re-rendering all 300 sortables to disable them.
 */
function useStableListeners(
  listeners: DraggableSyntheticListeners,
  store: EditorStore,
): DraggableSyntheticListeners {
  const latest = useRef(listeners);
  latest.current = listeners;
  const [stable] = useState(() => ({
    onPointerDown: (event: React.PointerEvent) => {
      if (!selectIsEditing(store.getState())) latest.current?.onPointerDown?.(event);
    },
  }));
  return stable;
}

/**
 * Disabled while any section is edited. The only part of a section that
 * subscribes to that, so entering and leaving edit toggle one attribute per
 * section instead of re-rendering each section's eight buttons.
 */
function LockWhileEditing({ className, children }: { className: string; children: ReactNode }) {
  const locked = useEditorSelector(selectIsEditing);
  return (
    <fieldset className={className} disabled={locked}>
      {children}
    </fieldset>
  );
}

interface SectionCardProps {
  id: SectionId;
  name: string;
  slice: SectionSlice;
  first: boolean;
  last: boolean;
  errors: SectionErrors | undefined;
  announce: (message: string) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

// Icons as constant elements: React skips them when their button re-renders.
const GRIP_ICON = <GripVertical size={18} aria-hidden="true" />;
const HIDDEN_ICON = <EyeOff size={12} aria-hidden="true" />;

const SectionCard = memo(function SectionCard({
  id,
  name,
  slice,
  first,
  last,
  errors,
  announce,
  attributes,
  listeners,
  setActivatorNodeRef,
}: SectionCardProps) {
  useRenderProbe('card', id);
  const { t } = useTranslation();
  const store = useEditorStore();
  const { dispatch } = store;
  const visible = useEditorSelector((config) => isVisibleTo(slice, config.restrictions));
  const [confirming, setConfirming] = useState(false);
  const keyboard = useKeyboardMove(id, name, announce);

  // Position and count are read when the button is used, so the card need not re-render when they change.
  const move = (direction: Focusable, button: HTMLElement) => {
    const state = store.getState();
    const count = state.sections.length;
    const to = selectSectionIndex(state, id) + (direction === 'up' ? -1 : 1);
    flushSync(() => dispatch({ type: 'move', id, index: to }));
    // Moving may re-insert the section's DOM node, which drops focus: put it back on the control used,
    // or on the other one when that is now disabled (the section reached an end).
    const target =
      direction === 'up' && to === 0 ? 'down' : direction === 'down' && to === count - 1 ? 'up' : direction;
    const control = button.closest('article')?.querySelector<HTMLElement>(`[data-control="${target}"]`);
    control?.focus();
    // When the node stayed in place, still focused, focus() scrolls nothing: the view follows the
    // section all the same, so a keyboard user sees where it went.
    control?.scrollIntoView({ block: 'nearest' });
    announce(
      t('@name moved to position @position of @count.', {
        '@name': name,
        '@position': to + 1,
        '@count': state.sections.length,
      }),
    );
  };

  // The control that opened the form, where the focus goes back once it closes: else the section's
  // Edit (a new section's form opened from elsewhere), else the Add section now in the section's
  // place (removed, or a new one cancelled).
  const opener = useRef<HTMLElement | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const open = (state: 'edit' | 'settings' | 'customize', button: HTMLElement) => {
    opener.current = button;
    dispatch({ type: 'setState', id, state });
  };
  /** Dispatches the change at once, then puts the focus where the person can go on from. */
  const closeWith = (action: EditorAction) => {
    const index = selectSectionIndex(store.getState(), id);
    flushSync(() => dispatch(action));
    const target = opener.current?.isConnected
      ? opener.current
      : (editButton.current ?? document.querySelector<HTMLElement>(`[data-insertion="${index}"]`));
    opener.current = null;
    target?.focus();
  };
  const closeForm = () => closeWith({ type: 'cancel', id });
  const apply = (action: EditorAction) => {
    dispatch(action);
    closeWith({ type: 'setState', id, state: 'view' });
  };
  let body: React.ReactNode;
  if (slice.state === 'create' || slice.state === 'edit') {
    body = (
      <SectionForm
        heading={slice.state === 'create' ? 'New section: content' : 'Edit content'}
        fields={sectionTypeOf(slice.type).contentFields}
        initialValues={parseContent(slice.type, slice.data.content)}
        serverErrors={errors?.content}
        onCancel={closeForm}
        onSubmit={(values) => apply({ type: 'updateContent', id, content: values })}
      />
    );
  } else if (slice.state === 'settings') {
    body = (
      <SectionForm
        heading="Section settings"
        fields={sectionTypeOf(slice.type).settingsFields}
        initialValues={parseSettings(slice.type, slice.data.settings)}
        serverErrors={errors?.settings}
        onCancel={closeForm}
        onSubmit={(values) => apply({ type: 'updateSettings', id, settings: values })}
      />
    );
  } else if (slice.state === 'customize') {
    const appearance = parseAppearance(slice.data.appearance);
    body = (
      <SectionForm
        heading="Customise appearance"
        fields={APPEARANCE_FIELDS}
        initialValues={{ ...slice.data.appearance, spacing: appearance.spacing, width: appearance.width }}
        serverErrors={errors?.appearance}
        onCancel={closeForm}
        onSubmit={(values) => apply({ type: 'updateAppearance', id, appearance: values })}
      />
    );
  } else {
    body = <SectionPreview id={id} type={slice.type} data={slice.data} visible={visible} />;
  }

  return (
    <>
      <LockWhileEditing className={toolbar}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={cx(handle)}
          {...attributes}
          {...listeners}
          aria-pressed={keyboard.moving || attributes['aria-pressed'] ? true : undefined}
          data-moving={keyboard.moving}
          onKeyDown={keyboard.onKeyDown}
          onBlur={keyboard.onBlur}
          aria-label={t('Drag to reorder @name', { '@name': name })}
        >
          {GRIP_ICON}
        </button>
        <span className={label}>
          <SectionNameText type={slice.type} content={slice.data.content} />
          {slice.isNew ? (
            <span className={cx(badge, css({ bg: 'info.subtle', color: 'info' }))}>{t('Not saved yet')}</span>
          ) : null}
          {!visible ? (
            <span className={cx(badge, css({ bg: 'warning.subtle', color: 'warning' }))}>
              {HIDDEN_ICON}
              {t('Hidden for this audience')}
            </span>
          ) : null}
        </span>
        <IconButton
          icon={ArrowUp}
          size="sm"
          label={t('Move @name up', { '@name': name })}
          data-control="up"
          disabled={first}
          onClick={(event) => move('up', event.currentTarget)}
        />
        <IconButton
          icon={ArrowDown}
          size="sm"
          label={t('Move @name down', { '@name': name })}
          data-control="down"
          disabled={last}
          onClick={(event) => move('down', event.currentTarget)}
        />
        <IconButton
          icon={Pencil}
          size="sm"
          label={t('Edit the content of @name', { '@name': name })}
          ref={editButton}
          data-edit-section={id}
          onClick={(event) => open('edit', event.currentTarget)}
        />
        {sectionTypeOf(slice.type).settingsFields.length > 0 ? (
          <IconButton
            icon={Settings2}
            size="sm"
            label={t('Settings of @name', { '@name': name })}
            onClick={(event) => open('settings', event.currentTarget)}
          />
        ) : null}
        <IconButton
          icon={Palette}
          size="sm"
          label={t('Customise the appearance of @name', { '@name': name })}
          onClick={(event) => open('customize', event.currentTarget)}
        />
        <IconButton
          icon={Copy}
          size="sm"
          label={t('Copy @name', { '@name': name })}
          onClick={() => {
            dispatch({ type: 'copy', id });
            announce(t('@name copied. Choose Paste here where the copy should go.', { '@name': name }));
          }}
        />
        <IconButton
          icon={Trash2}
          size="sm"
          label={t('Remove @name', { '@name': name })}
          onClick={() => setConfirming(true)}
        />
      </LockWhileEditing>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Remove @name?', { '@name': name })}
        description={t('It disappears from the storefront when you save.')}
        confirmLabel={t('Remove')}
        onConfirm={() => {
          closeWith({ type: 'remove', id });
          announce(t('@name removed.', { '@name': name }));
        }}
      />
      {errors ? (
        <div role="alert">
          <ul className={errorList}>
            {errors.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {body}
    </>
  );
});

/** The section as the storefront shows it, re-rendered only when its own data changes. */
const SectionPreview = memo(function SectionPreview({
  id,
  type,
  data,
  visible,
}: {
  id: SectionId;
  type: Section['type'];
  data: Section['data'];
  visible: boolean;
}) {
  useRenderProbe('preview', id);
  const section = useMemo(() => ({ id, type, data }), [id, type, data]);
  return (
    // The preview is a picture of the page: its links and buttons stay out of the editor's tab order.
    <div className={preview} data-hidden={!visible} inert>
      <SectionView section={section} />
    </div>
  );
});
