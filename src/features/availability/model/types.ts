export type SlotStatus = 'available' | 'unavailable';

/** A slot as the calendar works with it: instants rather than server strings. */
export interface CalendarSlot {
  id: number;
  start: Date;
  end: Date;
  status: SlotStatus;
  /** Weekly repetition from `start` on; `until` is the last instant a repetition may start at. */
  recurrence: { frequency: 'weekly'; until: Date | null } | null;
  note: string;
}

/** One appearance of a slot in the visible range (a weekly slot appears once per week). */
export interface Occurrence {
  /** Unique within a range: slot id and repetition index. */
  key: string;
  slot: CalendarSlot;
  /** 0 for the slot itself, n for the n-th weekly repetition. */
  index: number;
  start: Date;
  end: Date;
}
