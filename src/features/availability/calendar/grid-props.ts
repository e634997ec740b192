import type { VisibleRange } from '../model/range';
import type { Occurrence } from '../model/types';
import type { CalendarFormat } from './use-calendar-format';

/** What the week and the month grid both render from, and what they report back. */
export interface CalendarGridProps {
  range: VisibleRange;
  occurrences: readonly Occurrence[];
  timeZone: string;
  now: Date;
  format: CalendarFormat;
  /** The id of the heading that names the grid. */
  labelledBy: string;
  onCreate: (span: { start: Date; end: Date }) => void;
  onOpen: (occurrence: Occurrence) => void;
}
