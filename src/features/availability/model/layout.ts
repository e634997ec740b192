import { MINUTES_PER_DAY, minutesOfDay, zonedStartOfDay } from './time';
import type { Occurrence } from './types';

/** The part of an occurrence that falls on one day, in wall-clock minutes of that day. */
export interface DaySegment {
  occurrence: Occurrence;
  startMinutes: number;
  endMinutes: number;
  /** True when the occurrence began on an earlier day / goes on past midnight. */
  continuesBefore: boolean;
  continuesAfter: boolean;
  /** Side-by-side placement of overlapping segments: lane index and how many lanes the group needs. */
  lane: number;
  lanes: number;
}

/**
 * The segments rendered in one day's column of the week grid: occurrences cut at
 * the day's edges, overlapping ones placed in lanes next to each other.
 */
export function daySegments(occurrences: readonly Occurrence[], day: Date, timeZone: string): DaySegment[] {
  const dayStart = zonedStartOfDay(day, timeZone);
  const nextDay = zonedStartOfDay(new Date(dayStart.getTime() + 36 * 60 * 60 * 1000), timeZone);
  const segments: DaySegment[] = occurrences
    .filter((occurrence) => occurrence.start < nextDay && occurrence.end > dayStart)
    .map((occurrence) => {
      const continuesBefore = occurrence.start < dayStart;
      const continuesAfter = occurrence.end > nextDay;
      return {
        occurrence,
        startMinutes: continuesBefore ? 0 : minutesOfDay(occurrence.start, timeZone),
        endMinutes:
          continuesAfter || occurrence.end.getTime() === nextDay.getTime()
            ? MINUTES_PER_DAY
            : minutesOfDay(occurrence.end, timeZone),
        continuesBefore,
        continuesAfter,
        lane: 0,
        lanes: 1,
      };
    })
    .sort((a, b) => a.startMinutes - b.startMinutes || b.endMinutes - a.endMinutes);
  assignLanes(segments);
  return segments;
}

/** Greedy interval colouring per cluster of overlapping segments (sorted by start). */
function assignLanes(segments: DaySegment[]): void {
  let cluster: DaySegment[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const segment of cluster) segment.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const segment of segments) {
    if (segment.startMinutes >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= segment.startMinutes);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = segment.endMinutes;
    segment.lane = lane;
    cluster.push(segment);
    clusterEnd = Math.max(clusterEnd, segment.endMinutes);
  }
  close();
}

/** The working day the week grid shows unless asked for all 24 hours. */
export const WORKING_HOURS = { first: 7, last: 19 } as const;

/**
 * The hours the week grid shows: the working day, widened to the whole hours
 * of any segment outside it, so no slot is ever cut off.
 */
export function visibleHours(segments: readonly DaySegment[]): { first: number; last: number } {
  let { first, last }: { first: number; last: number } = WORKING_HOURS;
  for (const segment of segments) {
    first = Math.min(first, Math.floor(segment.startMinutes / 60));
    last = Math.max(last, Math.ceil(segment.endMinutes / 60));
  }
  return { first, last };
}
