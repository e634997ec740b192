import { useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button, Spinner } from '@/ui';
import { type CalendarView, shiftAnchor } from '../model/range';
import { expandOccurrences } from '../model/recurrence';
import type { CalendarSlot, Occurrence } from '../model/types';
import { CalendarToolbar } from './CalendarToolbar';
import { MonthGrid } from './MonthGrid';
import { useCalendarFormat } from './use-calendar-format';
import { useVisibleRange } from './use-visible-range';
import { WeekGrid } from './WeekGrid';

const frame = css({ position: 'relative' });
const veil = css({
  position: 'absolute',
  inset: 0,
  zIndex: 'lifted',
  display: 'grid',
  placeItems: 'center',
  bg: 'surface/70',
});
const notice = css({
  paddingBlock: '2',
  paddingInline: '3',
  borderRadius: 'l2',
  bg: 'info.subtle',
  fontSize: 'sm',
  margin: 0,
});
const failure = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '3',
  paddingInline: '4',
  borderRadius: 'l2',
  bg: 'error.subtle',
  color: 'error',
  fontWeight: 'medium',
});

export interface AvailabilityCalendarProps {
  view: CalendarView;
  /** Any instant inside the period shown. */
  anchor: Date;
  /** "Today": from `useNow()` in the connected component. */
  now: Date;
  timeZone: string;
  /** Undefined while loading. */
  slots: readonly CalendarSlot[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onNavigate: (view: CalendarView, anchor: Date) => void;
  /** With a span from the grid, or without one from the "New slot" button. */
  onCreate: (span?: { start: Date; end: Date }) => void;
  onOpen: (occurrence: Occurrence) => void;
  headingLevel?: 2 | 3;
}

/** Week and month views of availability slots in the user's time zone. */
export function AvailabilityCalendar({
  view,
  anchor,
  now,
  timeZone,
  slots,
  isLoading,
  isError,
  onRetry,
  onNavigate,
  onCreate,
  onOpen,
  headingLevel,
}: AvailabilityCalendarProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // The day a month's "+N more" opened the week of, until the next move (WeekGrid's shownDay).
  const [shownDay, setShownDay] = useState<Date | undefined>();
  const navigate = (next: CalendarView, at: Date, day?: Date) => {
    setShownDay(day);
    onNavigate(next, at);
  };
  const format = useCalendarFormat(timeZone);
  const range = useVisibleRange(view, anchor, timeZone);
  const occurrences = useMemo(
    () => (slots ? expandOccurrences(slots, range, timeZone) : []),
    [slots, range, timeZone],
  );
  const gridProps = {
    range,
    occurrences,
    timeZone,
    now,
    format,
    labelledBy: headingId,
    onCreate: (span: { start: Date; end: Date }) => onCreate(span),
    onOpen,
  };

  return (
    <section aria-labelledby={headingId} className={css({ display: 'grid', gap: '4' })}>
      <CalendarToolbar
        view={view}
        headingId={headingId}
        heading={format.range(range)}
        timeZone={timeZone}
        headingLevel={headingLevel}
        onPrevious={() => navigate(view, shiftAnchor(view, anchor, -1, timeZone))}
        onNext={() => navigate(view, shiftAnchor(view, anchor, 1, timeZone))}
        onToday={() => navigate(view, now)}
        onViewChange={(next) => navigate(next, anchor)}
        onNewSlot={() => onCreate()}
      />
      {isError ? (
        <div role="alert" className={failure}>
          {t('The calendar could not be loaded.')}
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('Try again')}
          </Button>
        </div>
      ) : (
        !isLoading &&
        occurrences.length === 0 && (
          <p role="status" className={notice}>
            {view === 'week'
              ? t(
                  'No slots this week. Drag across the grid, press Enter on an hour or use New slot to add one.',
                )
              : t('No slots this month. Press Enter on a day or use New slot to add one.')}
          </p>
        )
      )}
      <div className={frame} aria-busy={isLoading}>
        {view === 'week' ? (
          <WeekGrid key={range.start.getTime()} {...gridProps} shownDay={shownDay} />
        ) : (
          <MonthGrid
            key={range.start.getTime()}
            {...gridProps}
            onShowDay={(day) => navigate('week', day, day)}
          />
        )}
        {isLoading && (
          <div className={veil}>
            <Spinner label={t('Loading slots')} />
          </div>
        )}
      </div>
    </section>
  );
}
