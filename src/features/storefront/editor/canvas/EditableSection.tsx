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
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { IconButton } from '@/ui/IconButton';
import { parseAppearance } from '../../sections/appearance';
import { parseContent, parseSettings } from '../../sections/content';
import { sectionTypeOf } from '../../sections/registry';
import { SectionView } from '../../sections/SectionView';
import { APPEARANCE_FIELDS } from '../forms/descriptors';
import { SectionForm } from '../forms/SectionForm';
import { isVisibleTo, type Section, type SectionId, type StorefrontConfig, selectIsEditing } from '../model';
import { useEditorSelector, useEditorStore } from '../store';
import type { SectionErrors } from './section-errors';

const item = css({
  position: 'relative',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  bg: 'canvas',
  '&[data-editing=true]': {
    borderStyle: 'solid',
    borderColor: 'primary',
    boxShadow: '0 0 0 1px token(colors.primary)',
  },
  '&[data-invalid=true]': { borderStyle: 'solid', borderColor: 'error' },
});
const sortableItem = css({
  position: 'relative',
  '&[data-dragging=true]': { zIndex: 'lifted', boxShadow: 'lg', opacity: 0.9 },
});
const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1',
  paddingInline: '2',
  paddingBlock: '1',
  borderBlockEndWidth: '1px',
  borderColor: 'border',
  bg: 'muted',
  borderTopRadius: 'l3',
});
const label = css({
  // At least 12rem beside the handle, else the buttons wrap under it. Its own width never counts
  // (inline-size containment): the long name is cut with an ellipsis instead of widening the page.
  flex: '1 1 12rem',
  contain: 'inline-size',
  minWidth: '0',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  overflow: 'hidden',
});
const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
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
  _hover: { bg: 'border' },
});
const preview = css({ padding: '2', '&[data-hidden=true]': { opacity: 0.45, filter: 'grayscale(1)' } });
const confirmBox = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  padding: '3',
  bg: 'error.subtle',
  color: 'fg',
});
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
  index: number;
  count: number;
  errors: SectionErrors | undefined;
  announce: (message: string) => void;
}

type Focusable = 'up' | 'down';

/**
 * One section in the editor. The sortable wrapper re-renders whenever the
 * order changes (dnd-kit needs every index); the card inside is memoised on
 * its own props, so an operation only re-renders the sections it touched.
 */
export const EditableSection = memo(function EditableSection(props: EditableSectionProps) {
  // Only the section being edited may not be dragged while others wait: any editing locks reordering.
  const editing = useEditorSelector(selectIsEditing);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: props.id,
      disabled: editing,
    });
  const stableListeners = useStableListeners(listeners);
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging}
      className={sortableItem}
    >
      <SectionCard
        {...props}
        attributes={attributes}
        listeners={stableListeners}
        setActivatorNodeRef={setActivatorNodeRef}
      />
    </div>
  );
});

/**
 * dnd-kit hands out a new listeners object on every render, which would defeat
 * the card's memo on every operation. The activators (pointer and keyboard)
 * never change, so stable forwarders to the latest listeners are equivalent.
 */
function useStableListeners(listeners: DraggableSyntheticListeners): DraggableSyntheticListeners {
  const latest = useRef(listeners);
  latest.current = listeners;
  const [stable] = useState(() => ({
    onPointerDown: (event: React.PointerEvent) => latest.current?.onPointerDown?.(event),
    onKeyDown: (event: React.KeyboardEvent) => latest.current?.onKeyDown?.(event),
  }));
  return stable;
}

interface HandleProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

const sectionById = (config: StorefrontConfig, id: SectionId, index: number): Section | undefined => {
  const atIndex = config.sections[index];
  return atIndex?.id === id ? atIndex : config.sections.find((candidate) => candidate.id === id);
};

const SectionCard = memo(function SectionCard(props: EditableSectionProps & HandleProps) {
  const section = useEditorSelector((config) => sectionById(config, props.id, props.index));
  // A removed section unmounts with its parent's next render; never render it without data.
  return section ? <SectionCardBody {...props} section={section} /> : null;
});

function SectionCardBody({
  id,
  section,
  index,
  count,
  errors,
  announce,
  attributes,
  listeners,
  setActivatorNodeRef,
}: EditableSectionProps & HandleProps & { section: Section }) {
  const { t } = useTranslation();
  const { dispatch } = useEditorStore();
  const locked = useEditorSelector((config) => config.editingId !== null && config.editingId !== id);
  const visible = useEditorSelector((config) => isVisibleTo(section, config.restrictions));
  const [confirming, setConfirming] = useState(false);
  const lastMove = useRef<Focusable | null>(null);
  const rootRef = useRef<HTMLElement | null>(null);
  const content = parseContent(section.type, section.data.content) as { title?: string };
  const typeLabel = t(sectionTypeOf(section.type).label);
  const name = content.title ? `${content.title} (${typeLabel})` : typeLabel;
  const editing = section.state !== 'view';

  // Moving re-inserts the DOM node, which drops focus: put it back on the control that was used.
  useLayoutEffect(() => {
    const used = lastMove.current;
    if (!used) return;
    lastMove.current = null;
    const target =
      used === 'up' && index === 0 ? 'down' : used === 'down' && index === count - 1 ? 'up' : used;
    rootRef.current?.querySelector<HTMLElement>(`[data-control="${target}"]`)?.focus();
  }, [index, count]);

  const move = (direction: Focusable) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    lastMove.current = direction;
    dispatch({ type: 'move', id, index: to });
    announce(
      t('@name moved to position @position of @count.', {
        '@name': name,
        '@position': to + 1,
        '@count': count,
      }),
    );
  };

  const closeForm = () => dispatch({ type: 'cancel', id });
  let body: React.ReactNode;
  if (section.state === 'create' || section.state === 'edit') {
    body = (
      <SectionForm
        heading={section.state === 'create' ? 'New section: content' : 'Edit content'}
        fields={sectionTypeOf(section.type).contentFields}
        initialValues={parseContent(section.type, section.data.content)}
        serverErrors={errors?.content}
        onCancel={closeForm}
        onSubmit={(values) => {
          dispatch({ type: 'updateContent', id, content: values });
          dispatch({ type: 'setState', id, state: 'view' });
        }}
      />
    );
  } else if (section.state === 'settings') {
    body = (
      <SectionForm
        heading="Section settings"
        fields={sectionTypeOf(section.type).settingsFields}
        initialValues={parseSettings(section.type, section.data.settings)}
        serverErrors={errors?.settings}
        onCancel={closeForm}
        onSubmit={(values) => {
          dispatch({ type: 'updateSettings', id, settings: values });
          dispatch({ type: 'setState', id, state: 'view' });
        }}
      />
    );
  } else if (section.state === 'customize') {
    const appearance = parseAppearance(section.data.appearance);
    body = (
      <SectionForm
        heading="Customise appearance"
        fields={APPEARANCE_FIELDS}
        initialValues={{ ...section.data.appearance, spacing: appearance.spacing, width: appearance.width }}
        serverErrors={errors?.appearance}
        onCancel={closeForm}
        onSubmit={(values) => {
          dispatch({ type: 'updateAppearance', id, appearance: values });
          dispatch({ type: 'setState', id, state: 'view' });
        }}
      />
    );
  } else {
    body = (
      // The preview is a picture of the page: its links and buttons stay out of the editor's tab order.
      <div className={preview} data-hidden={!visible} inert>
        <SectionView section={section} />
      </div>
    );
  }

  const controlsDisabled = locked || editing;
  return (
    <article
      ref={rootRef}
      className={item}
      data-editing={editing}
      data-invalid={errors !== undefined}
      data-testid="editor-section"
      aria-label={t('Section @position of @count: @name', {
        '@position': index + 1,
        '@count': count,
        '@name': name,
      })}
    >
      <div className={toolbar}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={cx(handle)}
          {...attributes}
          {...listeners}
          aria-label={t('Drag to reorder @name', { '@name': name })}
          disabled={controlsDisabled}
        >
          <GripVertical size={18} aria-hidden="true" />
        </button>
        <span className={label}>
          <span className={ellipsis}>{name}</span>
          {section.isNew ? (
            <span className={cx(badge, css({ bg: 'info.subtle', color: 'info' }))}>{t('Not saved yet')}</span>
          ) : null}
          {!visible ? (
            <span className={cx(badge, css({ bg: 'warning.subtle', color: 'warning' }))}>
              <EyeOff size={12} aria-hidden="true" />
              {t('Hidden for this audience')}
            </span>
          ) : null}
        </span>
        <IconButton
          icon={ArrowUp}
          size="sm"
          label={t('Move @name up', { '@name': name })}
          data-control="up"
          disabled={controlsDisabled || index === 0}
          onClick={() => move('up')}
        />
        <IconButton
          icon={ArrowDown}
          size="sm"
          label={t('Move @name down', { '@name': name })}
          data-control="down"
          disabled={controlsDisabled || index === count - 1}
          onClick={() => move('down')}
        />
        <IconButton
          icon={Pencil}
          size="sm"
          label={t('Edit the content of @name', { '@name': name })}
          disabled={controlsDisabled}
          onClick={() => dispatch({ type: 'setState', id, state: 'edit' })}
        />
        {sectionTypeOf(section.type).settingsFields.length > 0 ? (
          <IconButton
            icon={Settings2}
            size="sm"
            label={t('Settings of @name', { '@name': name })}
            disabled={controlsDisabled}
            onClick={() => dispatch({ type: 'setState', id, state: 'settings' })}
          />
        ) : null}
        <IconButton
          icon={Palette}
          size="sm"
          label={t('Customise the appearance of @name', { '@name': name })}
          disabled={controlsDisabled}
          onClick={() => dispatch({ type: 'setState', id, state: 'customize' })}
        />
        <IconButton
          icon={Copy}
          size="sm"
          label={t('Copy @name', { '@name': name })}
          disabled={controlsDisabled}
          onClick={() => {
            dispatch({ type: 'copy', id });
            announce(t('@name copied. Choose Paste here where the copy should go.', { '@name': name }));
          }}
        />
        <IconButton
          icon={Trash2}
          size="sm"
          label={t('Remove @name', { '@name': name })}
          disabled={controlsDisabled}
          onClick={() => setConfirming(true)}
        />
      </div>
      {confirming ? (
        <div className={confirmBox} role="alertdialog" aria-label={t('Remove @name?', { '@name': name })}>
          <span className={css({ flex: '1' })}>
            {t('Remove this section? It disappears from the storefront when you save.')}
          </span>
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              dispatch({ type: 'remove', id });
              announce(t('@name removed.', { '@name': name }));
            }}
          >
            {t('Remove')}
          </Button>
          <Button variant="outline" size="sm" autoFocus onClick={() => setConfirming(false)}>
            {t('Keep')}
          </Button>
        </div>
      ) : null}
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
    </article>
  );
}
