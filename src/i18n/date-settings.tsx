import { createContext, type ReactNode } from 'react';

/*
 * Apart from `useFormatDate` (date-format.tsx): the provider is part of every first load, the
 * formatting and its time-zone code only of the pages that show a date.
 */

/** General settings' date_time_formats (PHP patterns by name) and current_timezone (docs/product.md §3). */
export interface DateSettings {
  formats: Record<string, string>;
  timeZone: string;
}

export const FALLBACK_FORMATS: Record<string, string> = {
  short: 'm/d/Y - H:i',
  medium: 'D, m/d/Y - H:i',
  long: 'l, F j, Y - H:i',
  html_date: 'Y-m-d',
  html_time: 'H:i:s',
};

export const DateSettingsContext = createContext<DateSettings>({
  formats: FALLBACK_FORMATS,
  timeZone: 'UTC',
});

export function DateSettingsProvider({ value, children }: { value: DateSettings; children: ReactNode }) {
  return <DateSettingsContext value={value}>{children}</DateSettingsContext>;
}
