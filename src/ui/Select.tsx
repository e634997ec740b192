import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection, useSelectContext } from '@ark-ui/react/select';
import { Check, ChevronDown, X } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';
import { inputRecipe } from './input-recipe';
import {
  type ListOption,
  listContent,
  listFieldAdornments,
  listFieldButton,
  listFieldControl,
  listFieldLabel,
  listFieldRoot,
  listItem,
  listPositioning,
  pagingKeyHandler,
} from './listbox';
import { useFieldDescribedBy } from './use-field-aria';

const trigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  textAlign: 'start',
  cursor: 'pointer',
  paddingInlineEnd: '16',
  '&[data-placeholder-shown] > span': { color: 'fg.muted' },
});
const valueText = css({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const indicator = css({
  color: 'fg.muted',
  display: 'grid',
  '&[data-state=open]': { transform: 'rotate(180deg)' },
});

export interface SelectProps {
  options: ListOption[];
  /** Selected values; a single select holds at most one. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  multiple?: boolean;
  placeholder?: string;
  /** A visible label when the select is not inside a Field (which names it otherwise). */
  label?: ReactNode;
  /** Shows a button that empties the selection. */
  clearable?: boolean;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

function Options({ options }: { options: ListOption[] }) {
  const select = useSelectContext();
  const onKeyDown = pagingKeyHandler({
    open: select.open,
    highlightedValue: select.highlightedValue,
    enabledValues: () => options.filter((option) => !option.disabled).map((option) => option.value),
    setHighlightValue: select.setHighlightValue,
  });
  return (
    <Portal>
      <ArkSelect.Positioner>
        <ArkSelect.Content className={listContent} onKeyDown={onKeyDown}>
          {options.map((option) => (
            <ArkSelect.Item key={option.value} item={option} className={listItem}>
              <ArkSelect.ItemText>{option.label}</ArkSelect.ItemText>
              <ArkSelect.ItemIndicator>
                <Icon icon={Check} size={16} />
              </ArkSelect.ItemIndicator>
            </ArkSelect.Item>
          ))}
        </ArkSelect.Content>
      </ArkSelect.Positioner>
    </Portal>
  );
}

/**
 * A list box for one or several values: arrow keys, Home/End, PageUp/PageDown
 * by five, typeahead on the closed and open list, Escape to close. Inside a
 * Field it takes its label, help and errors.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  multiple = false,
  placeholder,
  label,
  clearable = false,
  name,
  disabled,
  invalid,
  size,
}: SelectProps) {
  const { t } = useTranslation();
  const describedBy = useFieldDescribedBy();
  const collection = useMemo(
    () => createListCollection({ items: options, isItemDisabled: (item) => Boolean(item.disabled) }),
    [options],
  );
  return (
    <ArkSelect.Root
      collection={collection}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => onValueChange?.(details.value)}
      multiple={multiple}
      name={name}
      disabled={disabled}
      invalid={invalid}
      positioning={listPositioning}
      className={listFieldRoot}
    >
      {label && <ArkSelect.Label className={listFieldLabel}>{label}</ArkSelect.Label>}
      <ArkSelect.Control className={listFieldControl}>
        <ArkSelect.Trigger aria-describedby={describedBy} className={cx(inputRecipe({ size }), trigger)}>
          <ArkSelect.ValueText className={valueText} placeholder={placeholder ?? t('- Select -')} />
        </ArkSelect.Trigger>
        <div className={listFieldAdornments}>
          {clearable && (
            <ArkSelect.ClearTrigger className={listFieldButton} aria-label={t('Clear selection')}>
              <Icon icon={X} size={14} />
            </ArkSelect.ClearTrigger>
          )}
          <ArkSelect.Indicator className={indicator}>
            <Icon icon={ChevronDown} size={16} />
          </ArkSelect.Indicator>
        </div>
      </ArkSelect.Control>
      <Options options={options} />
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
