import { REFERENCE_NOW } from '@fixtures/faker';
import type { MockUser } from '@fixtures/users';
import { HttpResponse, http } from 'msw';
import { expandSlots, SLOT_STATUSES, type Slot } from '@/api/availability';
import { parseServerDate, SERVER_DATE_TIME, SERVER_DAY } from '@/lib/server-date';
import type { MockDb } from '../db';
import { forbidden, hasFlag } from './http';
import { handleOnce } from './idempotency';
import {
  asFlag,
  asInt,
  asText,
  contains,
  type FieldMessage,
  type FormTree,
  invalid,
  notFound,
  paginate,
  readForm,
  readQuery,
} from './incentives-http';
import { authorize, userRef } from './incentives-state';
import type { GetDb } from './types';
import { api } from './types';

const OWN = 'availability_feature_manage_own';
const ANYONE = 'availability_feature_manage';

/** Managers edit anyone's calendar; others only their own, with the "own" flag. */
const mayEdit = (db: MockDb, user: MockUser, uid: number) =>
  hasFlag(db, user, ANYONE) || (uid === user.uid && hasFlag(db, user, OWN));

/** Reads a slot body over `base` and applies the server's rules (end after start, formats, status). */
function readSlot(
  form: FormTree,
  base: Omit<Slot, 'id'>,
): { slot: Omit<Slot, 'id'>; messages: FieldMessage[] } {
  const slot = { ...base };
  const messages: FieldMessage[] = [];
  for (const key of ['start', 'end'] as const) {
    const value = asText(form[key]);
    if (value === undefined) continue;
    if (SERVER_DATE_TIME.test(value)) slot[key] = value;
    else messages.push({ path: key, message: 'Use the format yyyy-MM-dd HH:mm:ss (UTC).' });
  }
  if (!slot.start) messages.push({ path: 'start', message: 'Start field is required.' });
  if (!slot.end) messages.push({ path: 'end', message: 'End field is required.' });
  if (
    messages.length === 0 &&
    (parseServerDate(slot.end) ?? new Date(Number.NaN)) <=
      (parseServerDate(slot.start) ?? new Date(Number.NaN))
  ) {
    messages.push({ path: 'end', message: 'The end must be after the start.' });
  }
  const status = asText(form.status);
  if (status !== undefined) {
    const known = SLOT_STATUSES.find((name) => name === status);
    if (known) slot.status = known;
    else messages.push({ path: 'status', message: 'Choose available or unavailable.' });
  }
  const weekly = asFlag(form.repeat_weekly);
  if (weekly !== undefined) slot.repeat_weekly = weekly;
  const until = asText(form.repeat_until);
  if (until !== undefined) {
    if (until === '') slot.repeat_until = null;
    else if (!SERVER_DAY.test(until))
      messages.push({ path: 'repeat_until', message: 'Use the format yyyy-MM-dd.' });
    else if (slot.start && until < slot.start.slice(0, 10))
      messages.push({ path: 'repeat_until', message: 'The repetition must end after the first slot.' });
    else slot.repeat_until = until;
  }
  if (!slot.repeat_weekly) slot.repeat_until = null;
  const note = asText(form.note);
  if (note !== undefined) {
    if (note.length > 500)
      messages.push({ path: 'note', message: 'The note cannot be longer than 500 characters.' });
    else slot.note = note;
  }
  return { slot, messages };
}

const touches = (slot: Slot, start: string | undefined, end: string | undefined) => {
  if (!start && !end) return true;
  const from = start ? (parseServerDate(start) ?? new Date(Number.NaN)) : new Date(0);
  const to = end ? (parseServerDate(end) ?? new Date(Number.NaN)) : new Date(8.64e15);
  return expandSlots([slot], from, to).length > 0;
};

export const availabilityHandlers = (getDb: GetDb) => [
  http.get(api('availability/slots'), ({ request, cookies }) => {
    const db = getDb();
    const { user, response } = authorize(db, cookies);
    if (response) return response;
    const query = readQuery(request);
    const uid = asInt(query.uid) ?? user.uid;
    if (!mayEdit(db, user, uid)) return forbidden(db);
    const start = asText(query.start);
    const end = asText(query.end);
    for (const [path, value] of [
      ['start', start],
      ['end', end],
    ] as const) {
      if (value && !SERVER_DATE_TIME.test(value))
        return invalid([{ path, message: 'Use the format yyyy-MM-dd HH:mm:ss (UTC).' }]);
    }
    const slots = db.availability.slots
      .filter((slot) => slot.uid === uid && touches(slot, start, end))
      .sort((a, b) => a.start.localeCompare(b.start));
    return HttpResponse.json({ data: slots });
  }),
  http.post(api('availability/slots'), ({ request, cookies }) => {
    const db = getDb();
    const { user, response } = authorize(db, cookies);
    if (response) return response;
    return handleOnce(db, request, user.uid, async () => {
      const form = await readForm(request);
      const uid = asInt(form.uid) ?? user.uid;
      if (!mayEdit(db, user, uid)) return forbidden(db);
      const base = {
        uid,
        start: '',
        end: '',
        status: 'available' as const,
        repeat_weekly: false,
        repeat_until: null,
        note: '',
      };
      const { slot, messages } = readSlot(form, base);
      if (messages.length > 0) return invalid(messages);
      const saved = { ...slot, id: db.availability.nextSlotId++ };
      db.availability.slots.push(saved);
      return HttpResponse.json({ data: saved }, { status: 201 });
    });
  }),
  http.patch(api('availability/slots/:id'), async ({ request, params, cookies }) => {
    const form = await readForm(request);
    const db = getDb();
    const { user, response } = authorize(db, cookies);
    if (response) return response;
    const stored = db.availability.slots.find((slot) => slot.id === Number(params.id));
    if (!stored) return notFound();
    if (!mayEdit(db, user, stored.uid)) return forbidden(db);
    const { slot, messages } = readSlot(form, stored);
    if (messages.length > 0) return invalid(messages);
    Object.assign(stored, slot, { uid: stored.uid });
    return HttpResponse.json({ data: stored });
  }),
  http.delete(api('availability/slots/:id'), ({ params, cookies }) => {
    const db = getDb();
    const { user, response } = authorize(db, cookies);
    if (response) return response;
    const index = db.availability.slots.findIndex((slot) => slot.id === Number(params.id));
    const stored = db.availability.slots[index];
    if (!stored) return notFound();
    if (!mayEdit(db, user, stored.uid)) return forbidden(db);
    db.availability.slots.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(api('availability/people'), ({ request, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ANYONE);
    if (access.response) return access.response;
    const query = readQuery(request);
    const organization = asInt(query.organization);
    const orgName = db.platform.organizations.find((org) => org.id === organization)?.name;
    const search = asText(query.search);
    const horizon = new Date(REFERENCE_NOW.getTime() + 28 * 86_400_000);
    const people = db.platform.users
      .filter((user) => organization === undefined || user.organization === orgName)
      .filter((user) => contains(user.full_name, search))
      .sort((a, b) => a.full_name.localeCompare(b.full_name, 'en'));
    const page = paginate(people, query, 25);
    return HttpResponse.json({
      ...page,
      data: page.data.map((user) => ({
        ...userRef(db, user.uid),
        organization: user.organization ?? null,
        upcoming_slots: expandSlots(
          db.availability.slots.filter((slot) => slot.uid === user.uid),
          REFERENCE_NOW,
          horizon,
        ).length,
      })),
    });
  }),
];
