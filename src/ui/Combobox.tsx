import { Combobox as ArkCombobox, useComboboxContext, useListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { Check, ChevronDown, X } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';
import { inputRecipe } from './input-recipe';
import {
  type ListFieldProps,
  type ListOption,
  listContent,
  listEmpty,
  listField,
  listItem,
  listRootProps,
  pagingKeyHandler,
} from './listbox';
import { typedTextStyle } from './typed-text';
import { useFieldDescribedBy } from './use-field-aria';

const chips = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  paddingInlineStart: '2',
  paddingInlineEnd: '0.5',
  borderRadius: 'l1',
  bg: 'primary.subtle',
  fontSize: 'sm',
  maxWidth: '100%',
});

/** A multiple combobox shows its choices above the input as removable chips. */
export interface ComboboxProps extends ListFieldProps {
  /** The text input, for a form to focus it (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /**
   * The words typed, for a caller that searches a list too long to load (a server's search): the
   * options it passes are then the matches, shown as they are, not filtered again here.
   */
  onSearch?: (text: string) => void;
}

function Options() {
  const { t } = useTranslation();
  const combobox = useComboboxContext();
  return (
    <Portal>
      <ArkCombobox.Positioner>
        <ArkCombobox.Content className={listContent}>
          <ArkCombobox.Empty className={listEmpty}>{t('No matches.')}</ArkCombobox.Empty>
          {combobox.collection.items.map((option: ListOption) => (
            <ArkCombobox.Item key={option.value} item={option} className={listItem}>
              <ArkCombobox.ItemText>{option.label}</ArkCombobox.ItemText>
              <ArkCombobox.ItemIndicator>
                <Icon icon={Check} size={16} />
              </ArkCombobox.ItemIndicator>
            </ArkCombobox.Item>
          ))}
        </ArkCombobox.Content>
      </ArkCombobox.Positioner>
    </Portal>
  );
}

function ComboboxInput({
  placeholder,
  size,
  ref,
  onBlur,
  multiple,
}: Pick<ComboboxProps, 'placeholder' | 'size' | 'ref' | 'onBlur' | 'multiple'>) {
  const combobox = useComboboxContext();
  const describedBy = useFieldDescribedBy();
  const onKeyDown = pagingKeyHandler({
    open: combobox.open,
    highlightedValue: combobox.highlightedValue,
    enabledValues: () =>
      combobox.collection.items
        .filter((option: ListOption) => !option.disabled)
        .map((option: ListOption) => option.value),
    setHighlightValue: combobox.setHighlightValue,
  });
  return (
    <ArkCombobox.Input
      ref={ref}
      onBlur={() => {
        // Left with the list open, Ark puts the choice back in the field; after Escape closed the
        // list, it leaves the words typed. Either way the field shows what the form holds.
        const chosen = (combobox.selectedItems[0] as ListOption | undefined)?.label ?? '';
        if (!multiple && combobox.inputValue !== chosen) combobox.setInputValue(chosen);
        onBlur?.();
      }}
      placeholder={placeholder}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      className={cx(inputRecipe({ size }), typedTextStyle, listField.roomForButtonAndChevron)}
    />
  );
}

function SelectedChips({ options }: { options: ListOption[] }) {
  const { t } = useTranslation();
  const combobox = useComboboxContext();
  if (combobox.value.length === 0) return null;
  return (
    <ul className={chips} aria-label={t('Selected')}>
      {combobox.value.map((value) => {
        const label = options.find((option) => option.value === value)?.label ?? value;
        return (
          <li key={value} className={chip}>
            {label}
            <button
              type="button"
              className={listField.button}
              aria-label={t('Remove @label', { '@label': label })}
              onClick={() => combobox.clearValue(value)}
            >
              <Icon icon={X} size={12} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Case and accents do not count: "espanol" finds "Español". */
const matches = (label: string, query: string) => folded(label).includes(folded(query.trim()));

/**
 * A text input that filters a list as you type (locale-aware, accents and case
 * ignored), single or multiple, with PageUp/PageDown by five; or, with `onSearch`, one whose
 * caller searches and passes the matches. A multiple combobox lists its choices as removable
 * chips. For a short list use Select or RadioGroup. Stories: UI/Combobox.
 */
export function Combobox(props: ComboboxProps) {
  const { options, multiple = false, placeholder, label, size, ref, onBlur, onSearch } = props;
  const { t } = useTranslation();
  const { collection, filter, set } = useListCollection<ListOption>({
    initialItems: options,
    filter: matches,
    isItemDisabled: (item) => Boolean(item.disabled),
  });
  // New options from the caller replace the list; the first render already has them.
  const shownOptions = useRef(options);
  useEffect(() => {
    if (shownOptions.current === options) return;
    shownOptions.current = options;
    set(options);
  });
  return (
    <ArkCombobox.Root
      collection={collection}
      {...listRootProps(props)}
      onInputValueChange={(details) => (onSearch ? onSearch(details.inputValue) : filter(details.inputValue))}
      onOpenChange={(details) => {
        if (!details.open && !onSearch) filter('');
      }}
      openOnClick
      // The options are rendered only while the list is open: a list of hundreds (the time zones)
      // costs nothing until it is wanted.
      lazyMount
      unmountOnExit
    >
      {label && <ArkCombobox.Label className={listField.label}>{label}</ArkCombobox.Label>}
      {multiple && <SelectedChips options={options} />}
      <ArkCombobox.Control className={listField.control}>
        <ComboboxInput placeholder={placeholder} size={size} ref={ref} onBlur={onBlur} multiple={multiple} />
        <div className={listField.adornments}>
          <ArkCombobox.ClearTrigger className={listField.button} aria-label={t('Clear selection')}>
            <Icon icon={X} size={14} />
          </ArkCombobox.ClearTrigger>
          <ArkCombobox.Trigger className={listField.button} aria-label={t('Show options')}>
            <Icon icon={ChevronDown} size={16} />
          </ArkCombobox.Trigger>
        </div>
      </ArkCombobox.Control>
      <Options />
    </ArkCombobox.Root>
  );
}
