import { createContext, type ReactNode, use } from 'react';

/**
 * "Now" as the interface sees it. Production reads the real clock; stories and
 * tests pin it so greetings, calendars and relative dates render the same on
 * every run.
 */
const ClockContext = createContext<() => Date>(() => new Date());

export function ClockProvider({ now, children }: { now: Date; children: ReactNode }) {
  return <ClockContext value={() => new Date(now)}>{children}</ClockContext>;
}

export const useNow = (): (() => Date) => use(ClockContext);
