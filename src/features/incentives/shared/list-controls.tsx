import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Field, Select } from '@/ui';

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
