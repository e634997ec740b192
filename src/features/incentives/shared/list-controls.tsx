import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button, Field, Icon, Input, Select } from '@/ui';

/** A list's search: the words are sent with the button or Enter, not at each keystroke. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  /** The search in the address. */
  value: string;
  onSearch: (search: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim() || undefined);
  };
  return (
    <search className={css({ flex: '1 1 18rem' })}>
      <form onSubmit={submit} className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
        <Field label={label} className={css({ flex: 1 })}>
          <Input
            type="search"
            name="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" startIcon={<Icon icon={Search} size={18} />}>
          {t('Search')}
        </Button>
      </form>
    </search>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * A filter or sort choice of a list, as the kit's Select. The first option is the default ("Any",
 * "Newest first"): it stands for an empty `value` and is left out of the address.
 */
export function ListChoice({
  label,
  value,
  options,
  onChange,
  className,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string | undefined) => void;
  className?: string;
  disabled?: boolean;
}) {
  const fallback = options[0]?.value ?? '';
  return (
    <Field label={label} className={className}>
      <Select
        value={[value || fallback]}
        disabled={disabled}
        onValueChange={([next]) => onChange(next === undefined || next === fallback ? undefined : next)}
        options={[...options]}
      />
    </Field>
  );
}

const SORT_LABELS: Record<string, string> = {
  newest: 'Newest first',
  changed: 'Recently updated',
  title: 'Title (A–Z)',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  stock: 'Stock: lowest first',
};

/** The sort of a product list, in the order of `names`; the first is the default. */
export function SortChoice({
  names,
  value,
  onChange,
}: {
  names: readonly string[];
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <ListChoice
      label={t('Sort by')}
      className={css({ minWidth: '48' })}
      value={value}
      onChange={onChange}
      options={names.map((name) => ({ value: name, label: t(SORT_LABELS[name] ?? name) }))}
    />
  );
}
