import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { isSameZonedDay, weeksOf } from '../model/range';
import { atMinutes, zonedStartOfDay } from '../model/time';
import type { Occurrence } from '../model/types';
import type { CalendarGridProps } from './grid-props';
import { DEFAULT_HOUR, gridFrame, gridHeaderCell } from './grid-style';
import { keepActivationFromTheCell, SlotButton } from './SlotButton';
import { srOnly } from './slot-style';
import { useGridNavigation } from './use-grid-navigation';

/** Chips shown in a day before "+N more". */
export const CHIPS_PER_DAY = 3;
// The visually hidden labels are clipped here instead of widening the page.
const frame = cx(gridFrame, css({ overflow: 'hidden' }));
const table = css({ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' });
const headerCell = cx(gridHeaderCell, css({ borderBlockEndWidth: 'thin' }));
// Below `sm` a column shows the weekday's letter; screen readers get its short name at every width.
const phoneOnly = css({ hideFrom: 'sm' });
const shortWeekday = css({ srOnly: { base: true, sm: false } });
const cell = css({
  height: '28',
  // On a phone a day's whole width goes to its chips: at 360 px a start time fits no other way.
  paddingBlock: { base: '0.5', sm: '1.5' },
  paddingInline: { base: '0', sm: '1.5' },
  verticalAlign: 'top',
  borderInlineStartWidth: 'thin',
  borderBlockEndWidth: 'thin',
  borderColor: 'border',
  minWidth: 0,
  cursor: 'cell',
  _focusVisible: {
    outline: 'token(spacing.0.5) solid token(colors.focusRing)',
    outlineOffset: 'calc(token(spacing.0.5) * -1)',
  },
});
const outside = css({ bg: 'muted', color: 'fg.muted' });
const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '1', minWidth: 0 });
const dayNumber = css({
  alignSelf: 'flex-start',
  display: 'grid',
  placeItems: 'center',
  minWidth: '7',
  height: '7',
  paddingInline: '1',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: 'semibold',
});
// Forced colours (a contrast theme) paint no backgrounds: today takes the theme's selection colours.
const today = css({
  bg: 'primary',
  color: 'primary.fg',
  _highContrast: { forcedColorAdjust: 'none', bg: 'Highlight', color: 'HighlightText' },
});
const more = css({
  alignSelf: 'flex-start',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'primary',
  textDecoration: 'underline',
  cursor: 'pointer',
  paddingInline: '1',
  borderRadius: 'l1',
});

export interface MonthGridProps extends CalendarGridProps {
  /** "+N more" shows the day's week. */
  onShowDay: (day: Date) => void;
}

/** Whole weeks of the month; each day lists its occurrences. Enter on a day creates a slot there. */
export function MonthGrid(props: MonthGridProps) {
  const { range, occurrences, timeZone, now, format, labelledBy, onCreate } = props;
  const weeks = weeksOf(range.days);
  const todayIndex = range.days.findIndex((day) => isSameZonedDay(day, now, timeZone));
  const firstOfMonth = range.days.findIndex(
    (day) => range.month && isSameZonedDay(day, range.month, timeZone),
  );
  const start = todayIndex >= 0 ? todayIndex : Math.max(firstOfMonth, 0);
  const createOn = (day: Date) =>
    onCreate({
      start: atMinutes(day, DEFAULT_HOUR * 60, timeZone),
      end: atMinutes(day, DEFAULT_HOUR * 60 + 60, timeZone),
    });
  const dayAt = (position: { row: number; col: number }) =>
    range.days[position.row * 7 + position.col] ?? range.start;
  const navigation = useGridNavigation({
    rows: weeks.length,
    cols: 7,
    initial: { row: Math.floor(start / 7), col: start % 7 },
    pageRows: weeks.length,
    wrap: true,
    onActivate: (position) => createOn(dayAt(position)),
  });
  const inMonth = (day: Date) =>
    range.month !== undefined && format.monthKey(day) === format.monthKey(range.month);
  const byDay = new Map<number, Occurrence[]>();
  for (const occurrence of occurrences) {
    for (const day of range.days) {
      const dayStart = day.getTime();
      const next = zonedStartOfDay(new Date(dayStart + 36 * 3_600_000), timeZone).getTime();
      if (occurrence.start.getTime() < next && occurrence.end.getTime() > dayStart) {
        byDay.set(dayStart, [...(byDay.get(dayStart) ?? []), occurrence]);
      }
    }
  }

  return (
    <div className={frame}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern on a table */}
      <table ref={navigation.gridRef} role="grid" aria-labelledby={labelledBy} className={table}>
        <thead>
          <tr>
            {range.days.slice(0, 7).map((day) => (
              <th key={day.getTime()} className={headerCell}>
                <span aria-hidden="true" className={phoneOnly}>
                  {format.weekdayNarrow(day)}
                </span>
                <span className={shortWeekday}>{format.weekdayShort(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, rowIndex) => (
            <tr key={week[0]?.getTime()}>
              {week.map((day, col) => {
                const index = rowIndex * 7 + col;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: Enter and Space come through cellProps' onKeyDown
                  <td
                    key={day.getTime()}
                    aria-current={index === todayIndex ? 'date' : undefined}
                    className={cx(cell, !inMonth(day) && outside)}
                    {...navigation.cellProps(rowIndex, col)}
                    onClick={(event) => {
                      // A click on the day itself (not on a slot or "more") creates a slot there, like Enter.
                      if (!(event.target as HTMLElement).closest('button')) createOn(day);
                    }}
                  >
                    <DayContents
                      day={day}
                      isToday={index === todayIndex}
                      tabIndex={navigation.inTabOrder(rowIndex, col) ? 0 : -1}
                      occurrences={byDay.get(day.getTime()) ?? []}
                      format={format}
                      onOpen={props.onOpen}
                      onShowDay={props.onShowDay}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A day of the month: its number, its first occurrences as chips and "+N more" for the rest. */
function DayContents({
  day,
  isToday,
  tabIndex,
  occurrences,
  format,
  onOpen,
  onShowDay,
}: Pick<MonthGridProps, 'format' | 'onOpen' | 'onShowDay'> & {
  day: Date;
  isToday: boolean;
  /** Of its buttons: -1 unless the day is the grid's focused cell. */
  tabIndex: number;
  occurrences: readonly Occurrence[];
}) {
  const { t } = useTranslation();
  const hidden = occurrences.length - CHIPS_PER_DAY;
  return (
    <div className={stack}>
      <span aria-hidden="true" className={cx(dayNumber, isToday && today)}>
        {format.dayOfMonth(day)}
      </span>
      <span className={srOnly}>
        {isToday ? `${format.day(day)}${t(', ')}${t('Today')}` : format.day(day)}
      </span>
      {occurrences.slice(0, hidden > 0 ? CHIPS_PER_DAY - 1 : CHIPS_PER_DAY).map((occurrence) => (
        <SlotButton
          key={occurrence.key}
          occurrence={occurrence}
          format={format}
          onOpen={onOpen}
          variant="chip"
          tabIndex={tabIndex}
        />
      ))}
      {hidden > 0 && (
        <button
          type="button"
          className={more}
          tabIndex={tabIndex}
          onKeyDown={keepActivationFromTheCell}
          onClick={() => onShowDay(day)}
        >
          {t('+@count more', { '@count': hidden + 1 })}
          <span className={srOnly}>{`${t(', ')}${format.day(day)}`}</span>
        </button>
      )}
    </div>
  );
}
