/**
 * The one module for the server's dates (docs/product.md §9): they travel both
 * ways as `yyyy-MM-dd HH:mm:ss` in UTC. Showing them to a person is
 * useFormatDate's job (src/i18n/date-format.tsx), with the site's formats.
 */
export const SERVER_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';
/** A server date and time, as schemas check it: months 01–12, days 01–31, hours 00–23. */
export const SERVER_DATE_TIME =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]) (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** A server date without a time (`yyyy-MM-dd`). */
export const SERVER_DAY = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function formatServerDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Parses a server date (UTC); anything else, including impossible dates like 02-30, gives undefined. */
export function parseServerDate(value: string): Date | undefined {
  const match = SERVER_DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hours, minutes, seconds);
  const roundTrips =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  return roundTrips ? date : undefined;
}
