import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  TextQuote,
  Undo2,
} from 'lucide-react';
import { Fragment, type KeyboardEvent, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from '../Icon';
import { Tooltip } from '../Tooltip';
import { toolbarButton, toolbarDivider, toolbarRow } from './styles';

const mirror = css({ _rtl: { transform: 'scaleX(-1)' } });
const shortcutStyle = css({
  marginInlineStart: '2',
  opacity: 0.8,
  fontFamily: 'inherit',
});

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A shortcut as the person's keyboard spells it ("Ctrl+B", "⌘B") and as aria-keyshortcuts wants it. */
function shortcut(keys: string[]) {
  const mac = isMac();
  const shown = keys.map((key) =>
    key === 'Mod'
      ? mac
        ? '⌘'
        : 'Ctrl'
      : key === 'Shift'
        ? mac
          ? '⇧'
          : 'Shift'
        : key === 'Alt'
          ? mac
            ? '⌥'
            : 'Alt'
          : key,
  );
  return {
    text: mac ? shown.join('') : shown.join('+'),
    aria: keys.map((key) => (key === 'Mod' ? (mac ? 'Meta' : 'Control') : key)).join('+'),
  };
}

interface Action {
  id: string;
  /** Translated. */
  label: string;
  icon: LucideIcon;
  keys: string[];
  /** Undefined for actions that are not on/off (undo, redo): they get no aria-pressed. */
  pressed?: boolean;
  enabled: boolean;
  run: (editor: Editor) => void;
  mirrored?: boolean;
  /** Starts a new group (a divider before it). */
  group?: boolean;
  opensDialog?: boolean;
}

/** What a new editor's toolbar shows: nothing on, bold and italic possible, nothing to undo. */
const STARTING = {
  bold: false,
  italic: false,
  h2: false,
  h3: false,
  bullet: false,
  ordered: false,
  quote: false,
  link: false,
  canBold: true,
  canItalic: true,
  canUndo: false,
  canRedo: false,
};

export interface ToolbarProps {
  /** Null while the editor starts (src/ui/rich-text/Editor.tsx): the buttons show a new editor's state and act once it has started. */
  editor: Editor | null;
  /** The writing box the toolbar acts on (aria-controls). */
  controls: string;
  disabled: boolean;
  onLink: () => void;
}

/**
 * The formatting toolbar: one tab stop (roving tabindex), arrow keys move between buttons (mirrored
 * in right-to-left), Home and End go to the ends. On/off buttons say their state with aria-pressed.
 */
export function Toolbar({ editor, controls, disabled, onLink }: ToolbarProps) {
  const { t, direction } = useTranslation();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state =
    useEditorState({
      editor,
      // Read from the editor given, not from the snapshot: a snapshot keeps the editor it was made
      // with until the next transaction, and the toolbar is first rendered while the editor starts.
      selector: () =>
        editor
          ? {
              bold: editor.isActive('bold'),
              italic: editor.isActive('italic'),
              h2: editor.isActive('heading', { level: 2 }),
              h3: editor.isActive('heading', { level: 3 }),
              bullet: editor.isActive('bulletList'),
              ordered: editor.isActive('orderedList'),
              quote: editor.isActive('blockquote'),
              link: editor.isActive('link'),
              canBold: editor.can().toggleBold(),
              canItalic: editor.can().toggleItalic(),
              canUndo: editor.can().undo(),
              canRedo: editor.can().redo(),
            }
          : STARTING,
    }) ?? STARTING;
  // A click leaves the focus in the writing box; a key pressed on a button leaves it on the button,
  // so that the next button is one arrow away.
  const chain = (current: Editor) =>
    buttons.current.some((button) => button === document.activeElement)
      ? current.chain()
      : current.chain().focus();
  const actions: Action[] = [
    {
      id: 'bold',
      label: t('Bold'),
      icon: Bold,
      keys: ['Mod', 'B'],
      pressed: state.bold,
      enabled: state.canBold,
      run: (current) => chain(current).toggleBold().run(),
    },
    {
      id: 'italic',
      label: t('Italic'),
      icon: Italic,
      keys: ['Mod', 'I'],
      pressed: state.italic,
      enabled: state.canItalic,
      run: (current) => chain(current).toggleItalic().run(),
    },
    {
      id: 'h2',
      label: t('Heading'),
      icon: Heading2,
      keys: ['Mod', 'Alt', '2'],
      pressed: state.h2,
      enabled: true,
      group: true,
      run: (current) => chain(current).toggleHeading({ level: 2 }).run(),
    },
    {
      id: 'h3',
      label: t('Subheading'),
      icon: Heading3,
      keys: ['Mod', 'Alt', '3'],
      pressed: state.h3,
      enabled: true,
      run: (current) => chain(current).toggleHeading({ level: 3 }).run(),
    },
    {
      id: 'bullet',
      label: t('Bulleted list'),
      icon: List,
      keys: ['Mod', 'Shift', '8'],
      pressed: state.bullet,
      enabled: true,
      group: true,
      mirrored: true,
      run: (current) => chain(current).toggleBulletList().run(),
    },
    {
      id: 'ordered',
      label: t('Numbered list'),
      icon: ListOrdered,
      keys: ['Mod', 'Shift', '7'],
      pressed: state.ordered,
      enabled: true,
      mirrored: true,
      run: (current) => chain(current).toggleOrderedList().run(),
    },
    {
      id: 'quote',
      label: t('Quote'),
      icon: TextQuote,
      keys: ['Mod', 'Shift', 'B'],
      pressed: state.quote,
      enabled: true,
      mirrored: true,
      run: (current) => chain(current).toggleBlockquote().run(),
    },
    {
      id: 'link',
      label: t('Link'),
      icon: Link2,
      keys: ['Mod', 'K'],
      pressed: state.link,
      enabled: true,
      group: true,
      opensDialog: true,
      run: onLink,
    },
    {
      id: 'undo',
      label: t('Undo'),
      icon: Undo2,
      keys: ['Mod', 'Z'],
      enabled: state.canUndo,
      group: true,
      mirrored: true,
      run: (current) => chain(current).undo().run(),
    },
    {
      id: 'redo',
      label: t('Redo'),
      icon: Redo2,
      keys: ['Mod', 'Shift', 'Z'],
      enabled: state.canRedo,
      mirrored: true,
      run: (current) => chain(current).redo().run(),
    },
  ];

  const move = (index: number) => {
    const next = (index + actions.length) % actions.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target = {
      [forward]: active + 1,
      [backward]: active - 1,
      Home: 0,
      End: actions.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div
      role="toolbar"
      aria-label={t('Formatting')}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      className={toolbarRow}
      onKeyDown={onKeyDown}
    >
      {actions.map((action, index) => {
        const keys = shortcut(action.keys);
        const label = action.label;
        const unavailable = disabled || !action.enabled;
        return (
          <Fragment key={action.id}>
            {action.group && <span aria-hidden="true" className={toolbarDivider} />}
            <Tooltip
              content={
                <>
                  {label}
                  <kbd className={shortcutStyle}>{keys.text}</kbd>
                </>
              }
              placement="bottom"
              disabled={disabled}
            >
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={toolbarButton}
                tabIndex={index === active ? 0 : -1}
                aria-label={label}
                aria-pressed={action.pressed}
                aria-keyshortcuts={keys.aria}
                aria-haspopup={action.opensDialog ? 'dialog' : undefined}
                aria-disabled={unavailable || undefined}
                data-action={action.id}
                // The writing box keeps its selection when a button is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setActive(index)}
                onClick={() => {
                  setActive(index);
                  if (!unavailable && editor) action.run(editor);
                }}
              >
                <Icon icon={action.icon} size={18} className={action.mirrored ? mirror : undefined} />
              </button>
            </Tooltip>
          </Fragment>
        );
      })}
    </div>
  );
}
