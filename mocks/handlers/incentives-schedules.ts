import { REFERENCE_NOW } from '@fixtures/faker';
import { HttpResponse, http } from 'msw';
import { type Schedule, scheduleInputSchema, scheduleIssues } from '@/api/incentives-schedules.schemas';
import { formatServerDate } from '@/lib/server-date';
import type { MockDb } from '../db';
import { handleOnce } from './idempotency';
import {
  asFlag,
  asInt,
  asText,
  type FieldMessage,
  type FormTree,
  invalid,
  notFound,
  paginate,
  readForm,
  readQuery,
} from './incentives-http';
import { authorize, stamp } from './incentives-state';
import type { GetDb } from './types';
import { api } from './types';

type StoredSchedule = MockDb['incentives']['schedules'][number];

const utc = (year: number, month: number, day: number) => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1, Math.min(day, last)));
};

/** Next run after the reference date (the mock's "now"). */
export function nextRun(schedule: StoredSchedule, now: Date = REFERENCE_NOW): string | null {
  if (!schedule.active) return null;
  let next: Date | undefined;
  if (schedule.frequency === 'once' && schedule.date) {
    const date = new Date(`${schedule.date}T00:00:00Z`);
    next = date > now ? date : undefined;
  } else if (schedule.frequency === 'yearly' && schedule.month && schedule.day) {
    const year = now.getUTCFullYear();
    const candidate = utc(year, schedule.month, schedule.day);
    next = candidate > now ? candidate : utc(year + 1, schedule.month, schedule.day);
  } else if (schedule.frequency === 'monthly' && schedule.day) {
    const candidate = utc(now.getUTCFullYear(), now.getUTCMonth() + 1, schedule.day);
    next = candidate > now ? candidate : utc(now.getUTCFullYear(), now.getUTCMonth() + 2, schedule.day);
  }
  return next ? formatServerDate(next) : null;
}

const withNextRun = (schedule: StoredSchedule): Schedule => ({ ...schedule, next_run: nextRun(schedule) });

const nullableInt = (value: FormTree[string] | undefined) => (asText(value) === '' ? null : asInt(value));

/** Reads a schedule body over `base` and validates the result with the contract's own rules. */
function readSchedule(form: FormTree, base: Omit<StoredSchedule, 'id' | 'created' | 'changed'>) {
  const candidate: Record<string, unknown> = { ...base };
  const name = asText(form.name);
  if (name !== undefined) candidate.name = name;
  const active = asFlag(form.active);
  if (active !== undefined) candidate.active = active;
  const frequency = asText(form.frequency);
  if (frequency !== undefined) candidate.frequency = frequency;
  const date = asText(form.date);
  if (date !== undefined) candidate.date = date === '' ? null : date;
  for (const key of ['month', 'day'] as const) {
    if (form[key] !== undefined) candidate[key] = nullableInt(form[key]) ?? Number.NaN;
  }
  for (const key of ['older_than_days', 'warning_days'] as const) {
    if (form[key] !== undefined) candidate[key] = asInt(form[key]) ?? Number.NaN;
  }
  // Fields that do not apply to the chosen frequency are cleared, so the stored schedule stays coherent.
  if (candidate.frequency === 'once') Object.assign(candidate, { month: null, day: null });
  if (candidate.frequency === 'monthly') Object.assign(candidate, { date: null, month: null });
  if (candidate.frequency === 'yearly') Object.assign(candidate, { date: null });
  const parsed = scheduleInputSchema.safeParse(candidate);
  if (parsed.success) {
    // A date sent must come after the mock's today, as the form says; one kept is not checked again.
    const today = formatServerDate(REFERENCE_NOW).slice(0, 10);
    const messages: FieldMessage[] = date === undefined ? [] : scheduleIssues(parsed.data, { today });
    return messages.length > 0 ? { value: undefined, messages } : { value: parsed.data, messages };
  }
  return {
    value: undefined,
    messages: parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || 'name',
      message: issue.code === 'custom' ? issue.message : 'Enter a valid value.',
    })),
  };
}

const EMPTY = {
  name: '',
  active: true,
  frequency: 'yearly' as const,
  date: null,
  month: null,
  day: null,
  older_than_days: 365,
  warning_days: 14,
};

const PATH = 'settings/incentives/schedules';
const ADMIN = 'incentives_settings';

export const incentivesScheduleHandlers = (getDb: GetDb) => [
  http.get(api(PATH), ({ request, cookies }) => {
    const access = authorize(getDb(), cookies, ADMIN);
    if (access.response) return access.response;
    const query = readQuery(request);
    const active = asFlag(query.active);
    const list = getDb()
      .incentives.schedules.filter((schedule) => active === undefined || schedule.active === active)
      .map(withNextRun);
    return HttpResponse.json(paginate(list, query, 25));
  }),
  http.get(api(`${PATH}/:id`), ({ params, cookies }) => {
    const access = authorize(getDb(), cookies, ADMIN);
    if (access.response) return access.response;
    const schedule = getDb().incentives.schedules.find((item) => item.id === Number(params.id));
    return schedule ? HttpResponse.json({ data: withNextRun(schedule) }) : notFound();
  }),
  http.post(api(PATH), ({ request, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    return handleOnce(db, request, access.user.uid, async () => {
      const { value, messages } = readSchedule(await readForm(request), EMPTY);
      if (!value) return invalid(messages);
      const now = stamp(db);
      const schedule: StoredSchedule = {
        ...value,
        id: db.incentives.nextId.schedule++,
        created: now,
        changed: now,
      };
      db.incentives.schedules.push(schedule);
      return HttpResponse.json({ data: withNextRun(schedule) }, { status: 201 });
    });
  }),
  http.patch(api(`${PATH}/:id`), async ({ request, params, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    const schedule = db.incentives.schedules.find((item) => item.id === Number(params.id));
    if (!schedule) return notFound();
    const { value, messages } = readSchedule(await readForm(request), schedule);
    if (!value) return invalid(messages);
    Object.assign(schedule, value, { changed: stamp(db) });
    return HttpResponse.json({ data: withNextRun(schedule) });
  }),
  http.delete(api(`${PATH}/:id`), ({ params, cookies }) => {
    const access = authorize(getDb(), cookies, ADMIN);
    if (access.response) return access.response;
    const { schedules } = getDb().incentives;
    const index = schedules.findIndex((item) => item.id === Number(params.id));
    if (index < 0) return notFound();
    schedules.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
];
