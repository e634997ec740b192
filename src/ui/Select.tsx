import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection, useSelectContext } from '@ark-ui/react/select';
import { Check, ChevronDown, X } from 'lucide-react';
import { type FocusEvent, type Ref, useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';
import { inputRecipe } from './input-recipe';
import {
  type ListFieldProps,
  type ListOption,
  listContent,
  listField,
  listItem,
  listRootProps,
  pagingKeyHandler,
} from './listbox';
import { useFieldDescribedBy } from './use-field-aria';

const trigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  textAlign: 'start',
  cursor: 'pointer',
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

export interface SelectProps extends ListFieldProps {
  /** Shows a button that empties the selection. */
  clearable?: boolean;
  /** The button that opens the list, for a form to focus it (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLButtonElement>;
  /** Once the user has left the field: the list closed, or the focus gone from the closed field. */
  onBlur?: () => void;
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
export function Select(props: SelectProps) {
  const { options, placeholder, label, clearable = false, size, ref, onBlur } = props;
  const { t } = useTranslation();
  const describedBy = useFieldDescribedBy();
  const collection = useMemo(
    () => createListCollection({ items: options, isItemDisabled: (item) => Boolean(item.disabled) }),
    [options],
  );
  return (
    <ArkSelect.Root
      collection={collection}
      {...listRootProps(props)}
      onOpenChange={(details) => !details.open && onBlur?.()}
    >
      {label && <ArkSelect.Label className={listField.label}>{label}</ArkSelect.Label>}
      <ArkSelect.Control className={listField.control}>
        <ArkSelect.Trigger
          ref={ref}
          // Opening the list moves the focus into it: that is not leaving the field.
          onBlur={(event: FocusEvent<HTMLButtonElement>) =>
            event.currentTarget.getAttribute('aria-expanded') !== 'true' && onBlur?.()
          }
          aria-describedby={describedBy}
          className={cx(
            inputRecipe({ size }),
            trigger,
            // Room for the clear button only when there is one: a phone's half-width select keeps
            // "Newest first" whole.
            clearable ? listField.roomForButtonAndChevron : listField.roomForChevron,
          )}
        >
          <ArkSelect.ValueText className={valueText} placeholder={placeholder ?? t('- Select -')} />
        </ArkSelect.Trigger>
        <div className={listField.adornments}>
          {clearable && (
            <ArkSelect.ClearTrigger className={listField.button} aria-label={t('Clear selection')}>
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
