import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Slot } from '@/api/availability';
import { generalSettingsQueryOptions } from '@/api/settings';
import { useNow } from '@/lib/clock';
import { AvailabilityCalendar } from './calendar/AvailabilityCalendar';
import { useVisibleRange } from './calendar/use-visible-range';
import { calendarLocationOf, calendarSlotsQuery, userTimeZoneOf } from './calendar-query';
import type { CalendarView } from './model/range';
import { formValuesForRange, toCalendarSlot } from './model/slots';
import { atMinutes, minutesOfDay, toWallClock } from './model/time';
import type { CalendarSlot } from './model/types';
import { type SlotChange, SlotDialog, type SlotDialogTarget } from './slot-form/SlotDialog';

/** The user's time zone (general settings' current_timezone); UTC until it is known or when it is not valid. */
export function useUserTimeZone(): { timeZone: string; isPending: boolean } {
  const settings = useQuery(generalSettingsQueryOptions());
  return { timeZone: userTimeZoneOf(settings.data?.current_timezone), isPending: settings.isPending };
}

/** View and shown date live in the URL (calendarLocationOf); navigating writes them there. */
function useCalendarLocation(timeZone: string, now: Date) {
  const [params, setParams] = useSearchParams();
  const { view, anchor } = calendarLocationOf(params, timeZone, now);
  const navigate = (nextView: CalendarView, nextAnchor: Date) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', nextView);
        next.set('date', toWallClock(nextAnchor, timeZone).date);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { view, anchor, navigate };
}

const NEW_SLOT_HOUR = 9;
const LAST_NEW_SLOT_HOUR = 22;

export interface AvailabilityPanelProps {
  /** Whose calendar: omitted for the signed-in user's own. */
  uid?: number;
  headingLevel?: 2 | 3;
}

/** A person's calendar, loaded for the visible range, with the create / edit / delete dialogs. */
export function AvailabilityPanel({ uid, headingLevel }: AvailabilityPanelProps) {
  const getNow = useNow();
  const [now] = useState(getNow);
  const { timeZone, isPending: zonePending } = useUserTimeZone();
  const { view, anchor, navigate } = useCalendarLocation(timeZone, now);
  const range = useVisibleRange(view, anchor, timeZone);
  const slots = useQuery({
    ...calendarSlotsQuery(uid, range),
    enabled: !zonePending,
    placeholderData: keepPreviousData,
  });
  const [target, setTarget] = useState<SlotDialogTarget | null>(null);
  // A slot edited or deleted leaves the place its button had: once the calendar shows the slots as
  // they are after the change, the focus goes to the slot, else to the grid's current cell.
  const [changed, setChanged] = useState<SlotChange | null>(null);
  useEffect(() => {
    if (!changed || (slots.dataUpdatedAt < changed.since && !slots.isError)) return;
    setChanged(null);
    const slot = changed.slotId === undefined ? null : `[data-slot-id="${changed.slotId}"]`;
    const cell = '[role=grid] [tabindex="0"]';
    (document.querySelector<HTMLElement>(slot ?? cell) ?? document.querySelector<HTMLElement>(cell))?.focus();
  }, [changed, slots.dataUpdatedAt, slots.isError]);

  const { calendarSlots, byId } = useMemo(() => {
    const byId = new Map<number, Slot>();
    const calendarSlots: CalendarSlot[] = [];
    for (const slot of slots.data ?? []) {
      const calendar = toCalendarSlot(slot, timeZone);
      if (!calendar) continue;
      byId.set(slot.id, slot);
      calendarSlots.push(calendar);
    }
    return { calendarSlots, byId };
  }, [slots.data, timeZone]);

  // "New slot" proposes an hour from 9:00 today, or from the next whole hour once 9:00 has passed
  // (not a slot already begun; 22:00 at the latest, so that it ends the same day), or from 9:00 on
  // the first day shown when today is not in view.
  const createAt = (span?: { start: Date; end: Date }) => {
    const today = now >= range.start && now < range.end;
    const hour = today
      ? Math.min(Math.max(NEW_SLOT_HOUR, Math.ceil(minutesOfDay(now, timeZone) / 60)), LAST_NEW_SLOT_HOUR)
      : NEW_SLOT_HOUR;
    const start = span?.start ?? atMinutes(today ? now : range.start, hour * 60, timeZone);
    const end = span?.end ?? new Date(start.getTime() + 60 * 60 * 1000);
    setTarget({ kind: 'create', initial: formValuesForRange(start, end, timeZone) });
  };

  return (
    <>
      <AvailabilityCalendar
        view={view}
        anchor={anchor}
        now={now}
        timeZone={timeZone}
        slots={slots.data ? calendarSlots : undefined}
        isLoading={zonePending || slots.isPending || (slots.isPlaceholderData && slots.isFetching)}
        isError={slots.isError}
        onRetry={() => slots.refetch()}
        onNavigate={navigate}
        onCreate={createAt}
        onOpen={(occurrence) => {
          const slot = byId.get(occurrence.slot.id);
          if (slot) setTarget({ kind: 'edit', slot });
        }}
        headingLevel={headingLevel}
      />
      {target && (
        <SlotDialog
          target={target}
          uid={uid}
          timeZone={timeZone}
          onClose={(change) => {
            setTarget(null);
            if (change) setChanged(change);
          }}
        />
      )}
    </>
  );
}
