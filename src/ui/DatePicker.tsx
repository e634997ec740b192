import { DatePicker as ArkDatePicker, type DateValue, parseDate } from '@ark-ui/react/date-picker';
import { useFieldContext } from '@ark-ui/react/field';
import { useLocaleContext } from '@ark-ui/react/locale';
import { Portal } from '@ark-ui/react/portal';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { firstDayOfWeek, useTranslation } from '@/i18n';
import { SERVER_DAY } from '@/lib/server-date';
import { floatingSurface } from './floating-surface';
import { Icon } from './Icon';
import { Input, type InputProps } from './Input';
import { inputRecipe } from './input-recipe';
import { useFieldDescribedBy } from './use-field-aria';

const control = css({ position: 'relative', display: 'flex', width: '100%' });
const trigger = css({
  position: 'absolute',
  insetBlock: '1',
  insetInlineEnd: '1',
  display: 'grid',
  placeItems: 'center',
  width: '8',
  borderRadius: 'l1',
  bg: 'transparent',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'muted', color: 'fg' },
  _focusVisible: { outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)' },
});
const content = cx(floatingSurface, css({ padding: '3' }));
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: '2',
});
const navButton = css({
  display: 'grid',
  placeItems: 'center',
  width: '8',
  height: '8',
  borderRadius: 'l1',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'muted' },
});
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } });
const day = css({
  display: 'grid',
  placeItems: 'center',
  width: '9',
  height: '9',
  borderRadius: 'l1',
  cursor: 'pointer',
  _hover: { bg: 'muted' },
  // In forced colours (a contrast theme) colours are the theme's: today is underlined, the chosen day
  // in its selection colours (docs/design-system.md, "The rules").
  '&[data-today]': { fontWeight: 'bold', color: 'primary', _highContrast: { textDecoration: 'underline' } },
  '&[data-selected]': {
    bg: 'primary',
    color: 'primary.fg',
    _highContrast: { forcedColorAdjust: 'none', bg: 'Highlight', color: 'HighlightText' },
  },
  '&[data-outside-range]': { color: 'fg.subtle' },
  '&[data-focus]': { outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
});
const weekday = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', paddingBlock: '1' });

/** The order of the day, month and year in the language's numeric dates (25/12/2000, 12/25/2000). */
function numericOrder(locale: string): string[] {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(2000, 11, 25))
    .map((part) => part.type)
    .filter((type) => type === 'year' || type === 'month' || type === 'day');
}

/**
 * A day typed in the language's numeric order (or year first), with any separators and in Latin or
 * Arabic digits;
 * undefined for anything else: a day that does not exist (30 February), a month past 12, a year not
 * written whole. Ark's own reading fills what is missing with today's and made 13/05/2027 a day of
 * the year 13.
 */
export function parseTypedDay(text: string, locale: string): DateValue | undefined {
  // Arabic-Indic digits start at U+0660, the Persian forms 0x90 further at U+06F0.
  const latin = text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.charCodeAt(0) - 0x0660) % 0x90),
  );
  const numbers = latin.match(/\d+/g);
  if (numbers?.length !== 3 || /\p{L}/u.test(latin)) return undefined;
  // A year written first is read year, month, day, whatever the language's order: ISO's order, and
  // how a right-to-left page shows a day-first date (Arabic's 25/12/2000 reads 2000/12/25 on screen).
  const order = numbers[0]?.length === 4 ? ['year', 'month', 'day'] : numericOrder(locale);
  const parts = Object.fromEntries(order.map((type, index) => [type, numbers[index] ?? '']));
  const { year = '', month = '', day = '' } = parts;
  if (year.length !== 4) return undefined;
  try {
    return parseDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  } catch {
    return undefined;
  }
}

/** What `onValueChange` is told beside the value. */
export interface DatePickerValueDetails {
  /**
   * The day typed, as an ISO date, when it is one but outside `min` and `max` (the value is then the
   * text as typed): an owner whose range moves can take it then.
   */
  outOfRange?: string;
}

export interface DatePickerProps {
  /**
   * An ISO date, 'yyyy-MM-dd', or null when empty; the text as typed while it is no day (and that
   * is what onValueChange gives then, for the form to refuse: `SERVER_DAY`, src/lib/server-date.ts).
   */
  value: string | null;
  onValueChange: (value: string | null, details: DatePickerValueDetails) => void;
  /** Earliest and latest ISO dates that can be chosen. */
  min?: string;
  max?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** The typed date's input name (form libraries, autofill). */
  name?: string;
  /** Called when the typed date's input loses focus: a form checks the field then (docs/forms.md). */
  onBlur?: () => void;
  /** The typed date's input, so that a form can move the focus to it when the field is wrong. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The day an ISO date names, or undefined for anything else: a form may hand its pickers another
 * field's text as typed (an end's `min` is the start field's value), which must not break them.
 */
function dayOf(value: string | null | undefined): DateValue | undefined {
  if (!value || !SERVER_DAY.test(value)) return undefined;
  try {
    return parseDate(value);
  } catch {
    return undefined; // A day the month does not have: 2027-02-30.
  }
}

/**
 * A date typed in the language's own format or picked from a calendar (arrow
 * keys, PageUp/PageDown by month); the value in and out is an ISO date. What is typed is read as
 * the field is left or Enter is pressed: a day becomes the value, anything else (or a day outside
 * `min` and `max`) stays as typed and reaches onValueChange as it is, marked invalid, rather than
 * becoming some other day; an emptied field gives null.
 */
export function DatePicker({
  value,
  onValueChange,
  min,
  max,
  disabled,
  'aria-label': ariaLabel,
  name,
  onBlur,
  ref,
}: DatePickerProps) {
  const { t } = useTranslation();
  const describedBy = useFieldDescribedBy();
  const field = useFieldContext();
  // The date picker's input has its own id, so the Field's label names it by reference.
  const labelledBy = field?.ids.label;
  const { locale } = useLocaleContext();
  const [textInvalid, setTextInvalid] = useState(false);
  // Whether the last text read was no day (or out of range) and so was given to onValueChange as typed.
  const wrongTextGiven = useRef(false);
  // While the text is no day, the calendar keeps the last day it had, and Ark the text as typed.
  const [lastDay, setLastDay] = useState(value);
  // The owner's value as last rendered: a new one replaces the day shown. A day read from the text is
  // shown at once, without waiting for the owner's (a filter in the address comes back a render or
  // more later, on a busy phone after the user has started the next edit, which Ark's writing of the
  // day's text then undid).
  const [ownerValue, setOwnerValue] = useState(value);
  if (value !== ownerValue) {
    setOwnerValue(value);
    if (value === null || dayOf(value)) {
      // A day (or nothing) from the owner: whatever text was refused before is gone.
      setLastDay(value);
      setTextInvalid(false);
    }
  }
  const shownDay = dayOf(lastDay);
  const earliest = dayOf(min);
  const latest = dayOf(max);
  const commit = (text: string) => {
    const typed = text.trim();
    if (typed === '') {
      // Emptied: no day now, and an owner given text that was no day hears it is no longer wrong.
      setLastDay(null);
      setTextInvalid(false);
      if (value !== null || wrongTextGiven.current) onValueChange(null, {});
      wrongTextGiven.current = false;
      return;
    }
    const day = parseTypedDay(typed, locale);
    const inRange = day && !(earliest && day.compare(earliest) < 0) && !(latest && day.compare(latest) > 0);
    setTextInvalid(!inRange);
    wrongTextGiven.current = !inRange;
    const next = day && inRange ? day.toString() : typed;
    if (day && inRange) setLastDay(next);
    if (next !== value) onValueChange(next, day && !inRange ? { outOfRange: day.toString() } : {});
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Read here rather than by Ark, which would put a day of its own in place of what is no day.
    event.preventDefault();
    commit(event.currentTarget.value);
  };
  return (
    <ArkDatePicker.Root
      // Said here, where Ark would find the same day: the availability calendar starts its weeks there too.
      startOfWeek={firstDayOfWeek(locale)}
      value={shownDay ? [shownDay] : []}
      parse={(text, details) => parseTypedDay(text, details.locale)}
      onValueChange={(details) => {
        // Ark gives no day as the text is emptied; that is read as the field is left, like any text.
        // Given at once, the owner rendered while the next day was typed, and its first keys were lost.
        const [day] = details.value;
        if (!day) return;
        setTextInvalid(false);
        onValueChange(day.toString(), {});
      }}
      min={earliest}
      max={latest}
      disabled={disabled ?? field?.disabled}
      positioning={{ placement: 'bottom-start', gutter: 4 }}
      // What the calendar's parts say to a screen reader, in the user's language (Ark's are English).
      translations={{
        dayCell: ({ valueText, selected, unavailable }) =>
          unavailable
            ? t('Not available: @date', { '@date': valueText })
            : selected
              ? t('Selected: @date', { '@date': valueText })
              : valueText,
        trigger: (open) => (open ? t('Close calendar') : t('Open calendar')),
        prevTrigger: () => t('Previous month'),
        nextTrigger: () => t('Next month'),
        content: t('Calendar'),
        // The empty field's pattern in the language's order, in its words (Arabic's was Latin dd/mm/yyyy).
        placeholder: () => ({ day: t('dd'), month: t('mm'), year: t('yyyy') }),
      }}
      // The month's grid is rendered only while the calendar is open: a form with several dates stays light.
      lazyMount
      unmountOnExit
    >
      <ArkDatePicker.Control className={control}>
        <ArkDatePicker.Input
          ref={ref}
          name={name}
          fixOnBlur={false}
          onChange={() => setTextInvalid(false)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            commit(event.currentTarget.value);
            onBlur?.();
          }}
          // Ark's date picker does not read the Field, so the Field's verdict is set here.
          aria-invalid={field?.invalid || textInvalid || undefined}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : labelledBy}
          aria-describedby={describedBy}
          className={cx(inputRecipe({ size: 'md' }), css({ paddingInlineEnd: '10' }))}
        />
        <ArkDatePicker.Trigger className={trigger}>
          <Icon icon={CalendarDays} size={18} />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      <Portal>
        <ArkDatePicker.Positioner>
          <ArkDatePicker.Content className={content}>
            <ArkDatePicker.View view="day">
              <ArkDatePicker.Context>
                {(picker) => (
                  <>
                    <ArkDatePicker.ViewControl className={header}>
                      <ArkDatePicker.PrevTrigger className={navButton}>
                        <Icon icon={ChevronLeft} size={16} className={mirrored} />
                      </ArkDatePicker.PrevTrigger>
                      <ArkDatePicker.RangeText className={css({ fontWeight: 'semibold' })} />
                      <ArkDatePicker.NextTrigger className={navButton}>
                        <Icon icon={ChevronRight} size={16} className={mirrored} />
                      </ArkDatePicker.NextTrigger>
                    </ArkDatePicker.ViewControl>
                    <ArkDatePicker.Table>
                      <ArkDatePicker.TableHead>
                        <ArkDatePicker.TableRow>
                          {picker.weekDays.map((weekDay) => (
                            <ArkDatePicker.TableHeader
                              key={weekDay.long}
                              className={weekday}
                              abbr={weekDay.long}
                            >
                              {weekDay.narrow}
                            </ArkDatePicker.TableHeader>
                          ))}
                        </ArkDatePicker.TableRow>
                      </ArkDatePicker.TableHead>
                      <ArkDatePicker.TableBody>
                        {picker.weeks.map((week) => (
                          <ArkDatePicker.TableRow key={week[0]?.toString()}>
                            {week.map((date) => (
                              <ArkDatePicker.TableCell key={date.toString()} value={date}>
                                <ArkDatePicker.TableCellTrigger className={day}>
                                  {date.day}
                                </ArkDatePicker.TableCellTrigger>
                              </ArkDatePicker.TableCell>
                            ))}
                          </ArkDatePicker.TableRow>
                        ))}
                      </ArkDatePicker.TableBody>
                    </ArkDatePicker.Table>
                  </>
                )}
              </ArkDatePicker.Context>
            </ArkDatePicker.View>
          </ArkDatePicker.Content>
        </ArkDatePicker.Positioner>
      </Portal>
    </ArkDatePicker.Root>
  );
}

export interface TimeInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  /** 'HH:mm' (24-hour), or '' when empty. */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A time of day as 'HH:mm'; the browser shows it in the language's own clock (12 or 24 hours). Its
 * parts run left to right in a right-to-left page too, hours first, as Chromium lays them out
 * anyway (WebKit showed 10:00 as 00:10 in Arabic).
 */
export function TimeInput({ value, onValueChange, ...rest }: TimeInputProps) {
  return (
    <Input
      type="time"
      dir="ltr"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  );
}
