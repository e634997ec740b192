import { ClipboardPaste, Plus } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { sectionTypeOf } from '../../sections/registry';
import { SECTION_TYPES, selectHasCopiedSection, selectIsEditing } from '../model';
import { useEditorSelector, useEditorStore } from '../store';
import { defaultSectionData } from './defaults';

const row = css({
  display: 'flex',
  justifyContent: 'center',
  gap: '2',
  paddingBlock: '2',
});
const library = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: '2',
  padding: '3',
  marginBlockEnd: '2',
  borderRadius: 'l2',
  borderWidth: '1px',
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
  borderWidth: '1px',
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

/** "Add section here" (opens the section library) and, with a copied section, "Paste here". */
export const InsertionPoint = memo(function InsertionPoint({ index }: InsertionPointProps) {
  const { t } = useTranslation();
  const { dispatch } = useEditorStore();
  const hasCopy = useEditorSelector(selectHasCopiedSection);
  // While a section is edited, finish that first.
  const disabled = useEditorSelector(selectIsEditing);
  const [open, setOpen] = useState(false);
  const libraryId = useId();
  const position = { '@position': index + 1 };
  return (
    <div>
      <div className={row} data-open={open || hasCopy}>
        <Button
          variant="outline"
          size="sm"
          startIcon={<Plus size={16} aria-hidden="true" />}
          aria-expanded={open}
          aria-controls={libraryId}
          disabled={disabled}
          onClick={() => setOpen((value) => !value)}
          aria-label={t('Add section at position @position', position)}
        >
          {t('Add section')}
        </Button>
        {hasCopy ? (
          <Button
            size="sm"
            startIcon={<ClipboardPaste size={16} aria-hidden="true" />}
            disabled={disabled}
            onClick={() => dispatch({ type: 'paste', index })}
            aria-label={t('Paste here, at position @position', position)}
          >
            {t('Paste here')}
          </Button>
        ) : null}
      </div>
      {open && !disabled ? (
        <ul id={libraryId} className={library} aria-label={t('Section library')}>
          {SECTION_TYPES.map((type) => (
            <li key={type}>
              <button
                type="button"
                className={choice}
                onClick={() => {
                  setOpen(false);
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
      ) : null}
    </div>
  );
});
