import { LEARNER_UID } from '@fixtures/users';
import type { MockDb } from '@mocks/db';
import { availabilityHandlers } from '@mocks/handlers/availability';
import { api } from '@mocks/handlers/types';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import { HttpResponse, http, type JsonBodyType, type RequestHandler } from 'msw';
import type { Slot } from '@/api/availability';

/** Story helpers: slots of the reference week (Monday 2 November 2026) and handler overrides. */
let nextId = 9000;
export const storySlot = (start: string, end: string, extra: Partial<Slot> = {}): Slot => ({
  id: nextId++,
  uid: LEARNER_UID,
  start,
  end,
  status: 'available',
  repeat_weekly: false,
  repeat_until: null,
  note: '',
  ...extra,
});

/** The learner's week: weekly office hours, overlapping slots, an unavailable afternoon. */
export const busyWeek = (uid = LEARNER_UID): Slot[] => [
  storySlot('2026-10-19 09:00:00', '2026-10-19 11:00:00', {
    uid,
    repeat_weekly: true,
    note: 'Office hours',
  }),
  storySlot('2026-11-03 08:00:00', '2026-11-03 12:00:00', { uid, note: 'Remote only' }),
  storySlot('2026-11-03 10:00:00', '2026-11-03 11:30:00', { uid, status: 'unavailable', note: 'Dentist' }),
  storySlot('2026-11-04 13:00:00', '2026-11-04 17:00:00', { uid, note: 'Workshop preparation' }),
  storySlot('2026-11-05 07:15:00', '2026-11-05 08:45:00', { uid }),
  storySlot('2026-11-06 12:00:00', '2026-11-06 18:00:00', {
    uid,
    status: 'unavailable',
    note: 'Out of office',
  }),
  storySlot('2026-11-07 15:00:00', '2026-11-07 18:30:00', { uid, note: 'Open lab' }),
];

/** Replaces one person's slots in the story's database. */
export const withSlots =
  (slots: Slot[], uid = LEARNER_UID, timeZone?: string) =>
  (db: MockDb) => {
    // Copies: a story's changes stay in its own database, not in the slots the next story starts from.
    db.availability.slots = [
      ...db.availability.slots.filter((slot) => slot.uid !== uid),
      ...slots.map((slot) => structuredClone(slot)),
    ];
    if (!timeZone) return;
    // Whoever signs in has it: the general settings' current_timezone is the user's (mocks/handlers/site.ts).
    for (const user of db.platform.users) user.timezone = timeZone;
  };

/** The real availability handlers with some requests responded to differently in front of them. */
export const availabilityWith = (...overrides: RequestHandler[]): RequestHandler[] => [
  ...overrides,
  ...availabilityHandlers(getMockDb),
];

export const slotsNeverRespond = availabilityWith(http.get(api('availability/slots'), neverRespond));
export const slotsFailWith500 = availabilityWith(
  http.get(api('availability/slots'), () =>
    HttpResponse.json({ message: 'Server exploded' }, { status: 500 }),
  ),
);
export const saveRespondsWith = (status: number, body: JsonBodyType) =>
  availabilityWith(
    http.post(api('availability/slots'), () => HttpResponse.json(body, { status })),
    http.patch(api('availability/slots/:id'), () => HttpResponse.json(body, { status })),
  );

/** The page does not scroll sideways at the phone's width (390 px, or 320 for the narrow phone). */
export const pageFitsThePhone = (width = 390) =>
  window.innerWidth === width && document.documentElement.scrollWidth <= document.documentElement.clientWidth;
