import { DatePicker as ArkDatePicker, parseDate } from '@ark-ui/react/date-picker';
import { useFieldContext } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
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

export interface DatePickerProps {
  /** An ISO date, 'yyyy-MM-dd', or null when empty. */
  value: string | null;
  onValueChange: (value: string | null) => void;
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
 * A date typed in the language's own format or picked from a calendar (arrow
 * keys, PageUp/PageDown by month); the value in and out is an ISO date.
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
  return (
    <ArkDatePicker.Root
      value={value ? [parseDate(value)] : []}
      onValueChange={(details) => onValueChange(details.value[0]?.toString() ?? null)}
      min={min ? parseDate(min) : undefined}
      max={max ? parseDate(max) : undefined}
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
      }}
      // The month's grid is rendered only while the calendar is open: a form with several dates stays light.
      lazyMount
      unmountOnExit
    >
      <ArkDatePicker.Control className={control}>
        <ArkDatePicker.Input
          ref={ref}
          name={name}
          onBlur={onBlur}
          // Ark's date picker does not read the Field, so the Field's verdict is set here.
          aria-invalid={field?.invalid || undefined}
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

/** A time of day as 'HH:mm'; the browser shows it in the language's own clock (12 or 24 hours). */
export function TimeInput({ value, onValueChange, ...rest }: TimeInputProps) {
  return (
    <Input type="time" value={value} onChange={(event) => onValueChange(event.target.value)} {...rest} />
  );
}
