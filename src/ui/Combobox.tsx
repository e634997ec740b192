import { Combobox as ArkCombobox, useComboboxContext, useListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { ArrowDown, ArrowUp, Check, ChevronDown, X } from 'lucide-react';
import { type Ref, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
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

const orderedList = css({ display: 'grid', gap: '1', listStyle: 'none', margin: 0, padding: 0 });
const orderedItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  paddingInlineStart: '2',
  paddingBlock: '0.5',
  borderRadius: 'l1',
  bg: 'primary.subtle',
  fontSize: 'sm',
});
const position = css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', minWidth: '4' });
const orderedLabel = css({ flex: '1', minWidth: 0, overflowWrap: 'anywhere' });

/** A multiple combobox shows its choices above the input: removable chips, or an ordered list. */
export interface ComboboxProps extends ListFieldProps {
  /**
   * The choices' order matters (multiple only): they are listed in the order chosen, each with
   * buttons to move it earlier or later, and `onValueChange` receives them in that order.
   */
  ordered?: boolean;
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
  const list = useRef<HTMLUListElement>(null);
  const afterChange = useFocusAfterChange(combobox.value);
  if (combobox.value.length === 0) return null;
  return (
    <ul ref={list} className={chips} aria-label={t('Selected')}>
      {combobox.value.map((value, index) => {
        const label = options.find((option) => option.value === value)?.label ?? value;
        return (
          <li key={value} className={chip}>
            {label}
            <button
              type="button"
              className={listField.button}
              aria-label={t('Remove @label', { '@label': label })}
              data-remove
              onClick={() => {
                afterChange(() => focusAfterRemoval(combobox, list.current, index));
                combobox.clearValue(value);
              }}
            >
              <Icon icon={X} size={12} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

type Move = 'earlier' | 'later';

/**
 * Where the focus goes once a change the user made is rendered: Ark applies a new value a microtask
 * after it is set, and the button pressed may have moved or gone by then.
 */
function useFocusAfterChange(value: string[]) {
  // Compared by what it holds: a controlled value can be a new array at every render of its owner.
  const held = JSON.stringify(value);
  const pending = useRef<{ from: string; focus: () => void } | null>(null);
  useLayoutEffect(() => {
    if (!pending.current || pending.current.from === held) return;
    const { focus } = pending.current;
    pending.current = null;
    focus();
  });
  return (focus: () => void) => {
    pending.current = { from: held, focus };
  };
}

/**
 * The focus after a choice is removed: on the remove button of the choice now in its place, else
 * of the one before, else on the input.
 */
function focusAfterRemoval(
  combobox: ReturnType<typeof useComboboxContext>,
  list: HTMLElement | null,
  index: number,
) {
  const buttons = list?.isConnected ? Array.from(list.querySelectorAll<HTMLElement>('[data-remove]')) : [];
  const next = buttons[index] ?? buttons[index - 1];
  if (next) next.focus();
  else combobox.focus();
}

/** The choices of an `ordered` combobox, in order, each movable earlier or later and removable. */
function OrderedChoices({ options }: { options: ListOption[] }) {
  const { t } = useTranslation();
  const combobox = useComboboxContext();
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const values = combobox.value;
  const afterChange = useFocusAfterChange(values);
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  const move = (index: number, direction: Move) => {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const next = [...values];
    const [value] = next.splice(index, 1);
    if (value === undefined) return;
    next.splice(to, 0, value);
    // React may move the item's node, which drops its focus: it goes back to the button used, or to
    // the other one once the item has reached an end and that one is disabled.
    const target = to === 0 ? 'later' : to === next.length - 1 ? 'earlier' : direction;
    afterChange(() =>
      list.current
        ?.querySelector<HTMLElement>(`li[data-value="${CSS.escape(value)}"] [data-move="${target}"]`)
        ?.focus(),
    );
    combobox.setValue(next);
    setAnnouncement(
      t('@name moved to position @position of @count.', {
        '@name': labelOf(value),
        '@position': to + 1,
        '@count': next.length,
      }),
    );
  };
  return (
    <>
      {values.length > 0 && (
        <ol ref={list} className={orderedList} aria-label={t('Selected')}>
          {values.map((value, index) => {
            const label = labelOf(value);
            return (
              <li key={value} data-value={value} className={orderedItem}>
                <span className={position} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={orderedLabel}>{label}</span>
                <IconButton
                  size="sm"
                  icon={ArrowUp}
                  label={t('Move @label earlier', { '@label': label })}
                  data-move="earlier"
                  disabled={combobox.disabled || index === 0}
                  onClick={() => move(index, 'earlier')}
                />
                <IconButton
                  size="sm"
                  icon={ArrowDown}
                  label={t('Move @label later', { '@label': label })}
                  data-move="later"
                  disabled={combobox.disabled || index === values.length - 1}
                  onClick={() => move(index, 'later')}
                />
                <IconButton
                  size="sm"
                  icon={X}
                  label={t('Remove @label', { '@label': label })}
                  data-remove
                  disabled={combobox.disabled}
                  onClick={() => {
                    afterChange(() => focusAfterRemoval(combobox, list.current, index));
                    combobox.clearValue(value);
                    setAnnouncement(t('@name removed.', { '@name': label }));
                  }}
                />
              </li>
            );
          })}
        </ol>
      )}
      {/* Outside the list, so that the last choice's removal is still heard. */}
      <p aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>
    </>
  );
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Case and accents do not count: "espanol" finds "Español". */
const matches = (label: string, query: string) => folded(label).includes(folded(query.trim()));

/**
 * A text input that filters a list as you type (locale-aware, accents and case
 * ignored), single or multiple, with PageUp/PageDown by five; or, with `onSearch`, one whose
 * caller searches and passes the matches. A multiple combobox lists its choices as removable
 * chips, or, `ordered`, as a numbered list whose items move earlier or later. For a short list use
 * Select or RadioGroup. Stories: UI/Combobox.
 */
export function Combobox(props: ComboboxProps) {
  const {
    options,
    multiple = false,
    ordered = false,
    placeholder,
    label,
    size,
    ref,
    onBlur,
    onSearch,
  } = props;
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
      {multiple && (ordered ? <OrderedChoices options={options} /> : <SelectedChips options={options} />)}
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
