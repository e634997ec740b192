import { ClipboardPaste, Plus } from 'lucide-react';
import { createContext, memo, type ReactNode, use, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { SECTION_LIBRARY, sectionTypeOf } from '../../sections/registry';
import { selectHasCopiedSection, selectIsEditing } from '../model';
import { useEditorSelector, useEditorStore } from '../store';
import { defaultSectionData } from './defaults';
import { useRenderProbe } from './render-probe';

const row = css({
  // A fieldset: one attribute disables both buttons while a section is edited.
  minWidth: '0',
  display: 'flex',
  justifyContent: 'center',
  gap: '2',
  paddingBlock: '2',
});
const library = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.56)), 1fr))',
  gap: '2',
  padding: '3',
  marginBlockEnd: '2',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderColor: 'border',
  bg: 'surface',
  listStyle: 'none',
});
const choice = css({
  display: 'grid',
  gap: '1',
  width: '100%',
  height: '100%',
  textAlign: 'start',
  padding: '3',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderColor: 'border',
  bg: 'surface',
  cursor: 'pointer',
  _hover: { borderColor: 'primary', bg: 'primary.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

export interface InsertionPointProps {
  /** Where a new or pasted section lands. */
  index: number;
}

// Icons as constant elements: React skips them when their button re-renders.
const PLUS_ICON = <Plus size={16} aria-hidden="true" />;
const PASTE_ICON = <ClipboardPaste size={16} aria-hidden="true" />;

/**
 * "Add section here" (opens the section library) and, with a copied section, "Paste here".
 * Each state the 301 insertion points share (a copy waiting, a section being edited) is read
 * (from `InsertionStateProvider`) by the small part that shows it, so copying or editing re-renders
 * one button or one attribute per insertion point, not each whole insertion point.
 */
export const InsertionPoint = memo(function InsertionPoint({ index }: InsertionPointProps) {
  useRenderProbe('insertion', index);
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const libraryId = useId();
  return (
    <div>
      <LockWhileEditing>
        <Button
          variant="outline"
          size="sm"
          startIcon={PLUS_ICON}
          aria-expanded={open}
          aria-controls={libraryId}
          onClick={() => setOpen((value) => !value)}
          aria-label={t('Add section at position @position', { '@position': index + 1 })}
          data-insertion={index}
        >
          {t('Add section')}
        </Button>
        <PasteHere index={index} />
      </LockWhileEditing>
      {open ? <SectionLibrary id={libraryId} index={index} onChosen={() => setOpen(false)} /> : null}
    </div>
  );
});

/** What all the insertion points show, read from the store once for all of them. */
interface InsertionState {
  /** A section is being edited: both buttons are disabled. */
  locked: boolean;
  /** A section was copied: "Paste here" is offered. */
  hasCopy: boolean;
}

const InsertionStateContext = createContext<InsertionState | null>(null);

function useInsertionState(): InsertionState {
  const state = use(InsertionStateContext);
  if (!state)
    throw new Error('An InsertionPoint is rendered inside an InsertionStateProvider (EditorCanvas).');
  return state;
}

/**
 * Around the canvas's insertion points: the state they all show, from one subscription to the
 * store rather than two per insertion point (602 for 300 sections, which made up a sixth of
 * loading them: docs/performance.md, "Storefront editor"). A change still re-renders only the parts
 * that read it: the context reaches past the memoised insertion points to them.
 */
export function InsertionStateProvider({ children }: { children: ReactNode }) {
  const locked = useEditorSelector(selectIsEditing);
  const hasCopy = useEditorSelector(selectHasCopiedSection);
  const value = useMemo(() => ({ locked, hasCopy }), [locked, hasCopy]);
  return <InsertionStateContext value={value}>{children}</InsertionStateContext>;
}

/** While a section is edited, finish that first: both buttons are disabled. */
function LockWhileEditing({ children }: { children: ReactNode }) {
  const { locked } = useInsertionState();
  return (
    <fieldset className={row} disabled={locked}>
      {children}
    </fieldset>
  );
}

function PasteHere({ index }: { index: number }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { hasCopy } = useInsertionState();
  if (!hasCopy) return null;
  return (
    <Button
      size="sm"
      startIcon={PASTE_ICON}
      onClick={() => {
        flushSync(() => store.dispatch({ type: 'paste', index }));
        // Every Paste here goes with the copy: the focus goes to the pasted section, on its Edit.
        const pasted = store.getState().sections[index]?.id;
        document.querySelector<HTMLElement>(`[data-edit-section="${pasted}"]`)?.focus();
      }}
      aria-label={t('Paste here, at position @position', { '@position': index + 1 })}
    >
      {t('Paste here')}
    </Button>
  );
}

function SectionLibrary({ id, index, onChosen }: { id: string; index: number; onChosen: () => void }) {
  const { t } = useTranslation();
  const { dispatch } = useEditorStore();
  // While a section is edited, finish that first.
  const editing = useEditorSelector(selectIsEditing);
  if (editing) return null;
  return (
    <ul id={id} className={library} aria-label={t('Section library')}>
      {SECTION_LIBRARY.map((type) => (
        <li key={type}>
          <button
            type="button"
            className={choice}
            onClick={() => {
              onChosen();
              dispatch({ type: 'create', index, sectionType: type, data: defaultSectionData(type) });
            }}
          >
            <span className={css({ fontWeight: 'semibold' })}>{t(sectionTypeOf(type).label)}</span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t(sectionTypeOf(type).description)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
