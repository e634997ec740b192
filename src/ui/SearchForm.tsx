import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { cva } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { Field } from './Field';
import { Icon } from './Icon';
import { Input } from './Input';

const root = cva({
  variants: {
    inline: {
      // Its own row above the list: the button wraps under the field when the row is narrow.
      false: { display: 'block' },
      // One control of a toolbar row: it grows with the row, the button stays beside the field.
      true: { flex: '1 1 token(sizes.72)' },
    },
  },
  defaultVariants: { inline: false },
});
const form = cva({
  base: { display: 'flex', alignItems: 'flex-end' },
  variants: {
    inline: { false: { flexWrap: 'wrap', gap: '3' }, true: { gap: '2' } },
  },
  defaultVariants: { inline: false },
});
const field = cva({
  variants: { inline: { false: { flex: '1 1 token(sizes.64)' }, true: { flex: 1 } } },
  defaultVariants: { inline: false },
});

export interface SearchFormProps {
  /** The field's label ("Search trainings"); it also names the search landmark's field. */
  label: string;
  /** The search the list shows now (from the address). When it changes, the field shows it. */
  value: string;
  /** Called with the trimmed words when the button is pressed or Enter typed ('' for no search). */
  onSearch: (search: string) => void;
  /** The input's name (default `search`). */
  name?: string;
  /** One control of a toolbar row (beside filters and sort) rather than a row of its own. */
  inline?: boolean;
}

/**
 * The search of a list whose state lives in the address: the words are sent with the button or
 * Enter, not at each keystroke, so the list and the address change once. When the list's search
 * changes elsewhere ("Clear all filters", the browser's back button), the field follows.
 * For filtering a short list in place as you type, use Combobox. Stories: UI/SearchForm.
 */
export function SearchForm({ label, value, onSearch, name = 'search', inline = false }: SearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // The field follows a search changed from outside; typing that is not sent yet stays otherwise.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search className={root({ inline })}>
      <form onSubmit={submit} className={form({ inline })}>
        <Field label={label} className={field({ inline })}>
          <Input type="search" name={name} value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Button type="submit" variant="outline" startIcon={<Icon icon={Search} size={18} />}>
          {t('Search')}
        </Button>
      </form>
    </search>
  );
}
