import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button, tokenVar } from '@/ui';
import { type DaySegment, daySegments, visibleHours } from '../model/layout';
import { isSameZonedDay } from '../model/range';
import { dragSpan, SNAP_MINUTES, snapOffset } from '../model/snap';
import { atMinutes, MINUTES_PER_DAY } from '../model/time';
import type { CalendarGridProps } from './grid-props';
import { DEFAULT_HOUR, gridFrame, gridHeaderCell } from './grid-style';
import { SlotButton } from './SlotButton';
import { srOnly } from './slot-style';
import { useGridNavigation } from './use-grid-navigation';

export const HOUR_HEIGHT = 48;
const PX_PER_MINUTE = HOUR_HEIGHT / 60;
/** One line of a slot block's text (12 px type, 1.3 line height, plus the gap). */
const LINE_HEIGHT = 17;

/**
 * The hour column, and below `md` the narrowest a day gets: a slot's times ("09:00 – 11:00") fit
 * whole. Size tokens (src/ui/theme/preset.ts), 4.5rem and 7.5rem.
 */
const HOUR_COLUMN = 'token(sizes.calendarHourColumn)';
/** The gap between side-by-side slots and the column's edges. */
const GAP = tokenVar('spacing.0.5');
const DAY_MIN_WIDTH = 'token(sizes.calendarDayMin)';

const frame = cx(
  gridFrame,
  css({
    // Keeps the slots' z-index inside the calendar, under dialogs and menus; the labels scroll with the grid.
    isolation: 'isolate',
    // Seven readable days do not fit a phone: the grid scrolls sideways in its own box, never the page,
    // and a focused cell scrolls clear of the sticky hour column.
    overflowX: { base: 'auto', md: 'visible' },
    scrollPaddingInlineStart: HOUR_COLUMN,
  }),
);
const table = css({
  width: '100%',
  minWidth: { base: `calc(${HOUR_COLUMN} + 7 * ${DAY_MIN_WIDTH})`, md: '0' },
  tableLayout: 'fixed',
  // Separate borders where the hour column sticks: collapsed ones belong to the table, not the cells,
  // and a slot scrolled under the column would show through every hour line.
  borderCollapse: { base: 'separate', md: 'collapse' },
  borderSpacing: 0,
});
/** Below `md` the hour column stays in view while the days scroll under it. */
const stickyColumn = css({
  position: { base: 'sticky', md: 'static' },
  insetInlineStart: 0,
  zIndex: 'sticky',
  bg: 'surface',
  _after: {
    content: '""',
    display: { base: 'block', md: 'none' },
    position: 'absolute',
    insetBlock: 0,
    insetInlineEnd: 0,
    width: '0',
    borderInlineEndWidth: 'thin',
    borderColor: 'border',
  },
});
const headerCell = cx(
  gridHeaderCell,
  css({
    bg: 'surface',
    // With separate borders (below md) the first hour row's top border is the line under the days.
    borderBlockEndWidth: { base: '0', md: 'thin' },
  }),
);
// Forced colours (a contrast theme) give every text one colour: today's day is underlined there.
const todayHeader = css({
  color: 'primary',
  fontWeight: 'bold',
  _highContrast: { textDecoration: 'underline', textDecorationThickness: 'token(borderWidths.thick)' },
});
const hourCell = css({
  width: HOUR_COLUMN,
  // sizes.12 is 48 px, HOUR_HEIGHT.
  height: '12',
  verticalAlign: 'top',
  fontWeight: 'normal',
  paddingInlineEnd: '2',
  textAlign: 'end',
  fontSize: 'xs',
  color: 'fg.muted',
  paddingBlockStart: '1',
  borderBlockStartWidth: 'thin',
  borderColor: 'border',
});
const cell = css({
  position: 'relative',
  height: '12',
  padding: 0,
  verticalAlign: 'top',
  borderInlineStartWidth: 'thin',
  borderBlockStartWidth: 'thin',
  borderColor: 'border',
  // Dragging down a column creates a slot; on a phone a sideways swipe still scrolls the days.
  touchAction: { base: 'pan-x', md: 'none' },
  userSelect: 'none',
  cursor: 'cell',
  _focusVisible: {
    outline: 'token(spacing.0.5) solid token(colors.focusRing)',
    outlineOffset: 'calc(token(spacing.0.5) * -1)',
    zIndex: 'lifted',
  },
});
const todayCell = css({ bg: 'primary.subtle/40' });
const preview = css({
  position: 'absolute',
  insetInline: '1',
  zIndex: 'lifted',
  borderRadius: 'l1',
  borderWidth: 'token(spacing.0.5)',
  borderStyle: 'dashed',
  borderColor: 'primary',
  bg: 'primary.subtle',
  color: 'primary',
  fontSize: 'xs',
  fontWeight: 'semibold',
  paddingInline: '1.5',
  pointerEvents: 'none',
});

interface Drag {
  day: number;
  from: number;
  to: number;
  moved: boolean;
}

export interface WeekGridProps extends CalendarGridProps {
  /**
   * The day a month's "+N more" asked for: its first slot's hour (else the default hour) takes the
   * focus as the week replaces the month, scrolled into view on a phone. The button is gone by then.
   */
  shownDay?: Date;
}

/**
 * Seven day columns of 24 hour rows. Drag down a column to create a slot
 * (snapped to 15 minutes), or focus an hour and press Enter.
 */
export function WeekGrid(props: WeekGridProps) {
  const { range, occurrences, timeZone, now, format, labelledBy, onCreate, onOpen, shownDay } = props;
  const { t } = useTranslation();
  const todayIndex = range.days.findIndex((day) => isSameZonedDay(day, now, timeZone));
  const shownIndex = shownDay ? range.days.findIndex((day) => isSameZonedDay(day, shownDay, timeZone)) : -1;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [fullDay, setFullDay] = useState(false);

  // Segments grouped by the day and hour they start in: each is rendered inside that hour's cell.
  const { segmentsByCell, hours } = useMemo(() => {
    const map = new Map<string, DaySegment[]>();
    const all: DaySegment[] = [];
    range.days.forEach((day, index) => {
      for (const segment of daySegments(occurrences, day, timeZone)) {
        const key = `${Math.floor(segment.startMinutes / 60)}:${index}`;
        map.set(key, [...(map.get(key) ?? []), segment]);
        all.push(segment);
      }
    });
    return { segmentsByCell: map, hours: visibleHours(all) };
  }, [range.days, occurrences, timeZone]);
  const first = fullDay ? 0 : hours.first;
  const last = fullDay ? 24 : hours.last;
  const rows = Array.from({ length: last - first }, (_, index) => first + index);

  const hourSpan = (day: number, hour: number) => {
    const date = range.days[day] ?? range.start;
    return { start: atMinutes(date, hour * 60, timeZone), end: atMinutes(date, hour * 60 + 60, timeZone) };
  };
  const navigation = useGridNavigation({
    rows: rows.length,
    firstRow: first,
    cols: 7,
    initial: { row: DEFAULT_HOUR, col: Math.max(todayIndex, 0) },
    pageRows: 6,
    onActivate: ({ row: hour, col }) => onCreate(hourSpan(col, hour)),
  });
  const { moveTo } = navigation;
  const shownHour =
    shownIndex < 0
      ? undefined
      : (rows.find((hour) => segmentsByCell.has(`${hour}:${shownIndex}`)) ?? DEFAULT_HOUR);
  const showedDay = useRef(false);
  useEffect(() => {
    if (shownHour === undefined || showedDay.current) return;
    showedDay.current = true;
    moveTo({ row: shownHour, col: shownIndex });
  }, [shownHour, shownIndex, moveTo]);

  // Minutes of the day under the pointer, measured from the top of the first row shown.
  const minutesAt = (event: PointerEvent) => {
    const top = navigation.gridRef.current
      ?.querySelector(`[data-cell="${first}:0"]`)
      ?.getBoundingClientRect().top;
    const minutes = first * 60 + snapOffset(event.clientY - (top ?? 0), PX_PER_MINUTE);
    return Math.min(minutes, last * 60 - SNAP_MINUTES);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    if (!target) return;
    event.preventDefault();
    target.focus();
    const minutes = minutesAt(event);
    setDrag({ day: Number(target.dataset.day), from: minutes, to: minutes, moved: false });
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, some assistive tools) cannot be captured; moves still bubble here.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const to = minutesAt(event);
    if (to !== drag.to) setDrag({ ...drag, to, moved: true });
  };
  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    const span = drag.moved
      ? dragSpan(drag.from, drag.to)
      : { startMinutes: drag.from, endMinutes: Math.min(drag.from + 60, MINUTES_PER_DAY) };
    const date = range.days[drag.day] ?? range.start;
    onCreate({
      start: atMinutes(date, span.startMinutes, timeZone),
      end: atMinutes(date, span.endMinutes, timeZone),
    });
  };

  const dragHandlers = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: () => setDrag(null) };
  const dragPreview = drag ? dragSpan(drag.from, drag.to, SNAP_MINUTES) : null;
  const dragDate = drag ? (range.days[drag.day] ?? range.start) : null;
  const dragText =
    dragPreview && dragDate
      ? format.timeRange(
          atMinutes(dragDate, dragPreview.startMinutes, timeZone),
          atMinutes(dragDate, dragPreview.endMinutes, timeZone),
        )
      : '';

  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      {(hours.first > 0 || hours.last < 24) && (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={fullDay}
          className={css({ justifySelf: 'end' })}
          onClick={() => setFullDay(!fullDay)}
        >
          {t('Show all 24 hours')}
        </Button>
      )}
      <div className={frame}>
        <table
          ref={navigation.gridRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern on a table
          role="grid"
          aria-labelledby={labelledBy}
          className={table}
          {...dragHandlers}
        >
          <thead>
            <tr>
              <th className={cx(headerCell, stickyColumn, css({ width: HOUR_COLUMN }))}>
                <abbr
                  title={t('Times in @zone', { '@zone': timeZone })}
                  className={css({ textDecoration: 'none' })}
                >
                  {format.zoneName(range.start)}
                </abbr>
              </th>
              {range.days.map((day, index) => (
                <th key={day.getTime()} className={cx(headerCell, index === todayIndex && todayHeader)}>
                  {format.weekdayShort(day)}{' '}
                  <span className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
                    {format.dayOfMonth(day)}
                  </span>
                  {index === todayIndex && <span className={srOnly}>{`${t(', ')}${t('Today')}`}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((hour) => (
              <tr key={hour}>
                <th scope="row" className={cx(hourCell, stickyColumn)}>
                  {format.time(atMinutes(range.start, hour * 60, timeZone))}
                </th>
                {range.days.map((day, col) => (
                  <td
                    key={day.getTime()}
                    data-day={col}
                    className={cx(cell, col === todayIndex && todayCell)}
                    {...navigation.cellProps(hour, col)}
                  >
                    <span
                      className={srOnly}
                    >{`${format.day(day)}${t(', ')}${format.time(atMinutes(day, hour * 60, timeZone))}`}</span>
                    {segmentsByCell.get(`${hour}:${col}`)?.map((segment) => {
                      const height = Math.max(
                        (segment.endMinutes - segment.startMinutes) * PX_PER_MINUTE - 2,
                        14,
                      );
                      return (
                        <SlotButton
                          key={segment.occurrence.key}
                          occurrence={segment.occurrence}
                          format={format}
                          onOpen={onOpen}
                          variant="block"
                          tabIndex={navigation.inTabOrder(hour, col) ? 0 : -1}
                          lines={Math.floor((height - 6) / LINE_HEIGHT)}
                          style={{
                            top: (segment.startMinutes - hour * 60) * PX_PER_MINUTE,
                            height,
                            insetInlineStart: `calc(${(segment.lane / segment.lanes) * 100}% + ${GAP})`,
                            width: `calc(${100 / segment.lanes}% - 2 * ${GAP})`,
                          }}
                        />
                      );
                    })}
                    {drag &&
                      dragPreview &&
                      drag.day === col &&
                      Math.floor(dragPreview.startMinutes / 60) === hour && (
                        <div
                          aria-hidden="true"
                          className={preview}
                          style={{
                            top: (dragPreview.startMinutes - hour * 60) * PX_PER_MINUTE,
                            height: (dragPreview.endMinutes - dragPreview.startMinutes) * PX_PER_MINUTE,
                          }}
                        >
                          {dragText}
                        </div>
                      )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div role="status" className={srOnly}>
        {drag ? t('New slot @time', { '@time': dragText }) : ''}
      </div>
    </div>
  );
}
