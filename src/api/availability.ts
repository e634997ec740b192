import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod';
import { formatServerDate, parseServerDate } from '@/lib/server-date';
import { request, requestParsed } from './client';
import { type Endpoint, endpoint, envelope, pagedEnvelope } from './endpoint';
import { countSchema, idSchema } from './formats';
import { serverDateSchema, serverDateTimeSchema, userRefSchema } from './incentives-common';
import { keys } from './keys';

export const PEOPLE_PAGE_SIZE = 25;
export const SLOT_STATUSES = ['available', 'unavailable'] as const;

/**
 * A calendar slot (docs/architecture.md): start and end in UTC, server format;
 * `repeat_weekly` repeats it every week until `repeat_until` (inclusive), or
 * for ever when that is null.
 */
export const slotSchema = z.object({
  id: idSchema,
  uid: idSchema.check(z.describe('Whose calendar it is in')),
  start: serverDateTimeSchema,
  end: serverDateTimeSchema.check(z.describe('After start (UTC, yyyy-MM-dd HH:mm:ss)')),
  status: z.enum(SLOT_STATUSES),
  repeat_weekly: z.boolean(),
  repeat_until: z
    .nullable(serverDateSchema)
    .check(z.describe('The last day a weekly slot repeats (inclusive); null: for ever')),
  note: z.string().max(500),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotInputSchema = slotSchema.omit({ id: true }).partial({ uid: true });
export type SlotInput = z.infer<typeof slotInputSchema>;

export const slotsQuerySchema = z.object({
  uid: z.number().int().positive().optional(),
  /** Range on the slots' time; recurring slots whose series touches it are included. */
  start: z.optional(serverDateTimeSchema),
  end: z.optional(serverDateTimeSchema),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const slotsResponseSchema = envelope(z.array(slotSchema));
export const slotResponseSchema = envelope(slotSchema);

// `userRefSchema` is a zod/mini object (incentives-common.ts): its fields, extended.
export const personSchema = z.object({
  ...userRefSchema.shape,
  organization: z.string().nullable(),
  upcoming_slots: countSchema.check(z.describe("Slots in the coming four weeks, for the list's summary")),
});
export type Person = z.infer<typeof personSchema>;
export const peopleQuerySchema = z.object({
  page: z.number().int().min(0).optional(),
  organization: z.number().int().positive().optional(),
  search: z.string().optional(),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;
export const peopleResponseSchema = pagedEnvelope(personSchema);

export interface Occurrence {
  slot: Slot;
  start: Date;
  end: Date;
}

const WEEK_MS = 7 * 86_400_000;

/** Every occurrence of the slots that overlaps [from, to), weekly series expanded, sorted by start. */
export function expandSlots(slots: readonly Slot[], from: Date, to: Date): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (const slot of slots) {
    const start = parseServerDate(slot.start) ?? new Date(Number.NaN);
    const duration = (parseServerDate(slot.end) ?? new Date(Number.NaN)).getTime() - start.getTime();
    const until = slot.repeat_until
      ? new Date(`${slot.repeat_until}T23:59:59Z`).getTime()
      : Number.POSITIVE_INFINITY;
    const first = slot.repeat_weekly
      ? Math.max(0, Math.floor((from.getTime() - duration - start.getTime()) / WEEK_MS))
      : 0;
    for (let week = first; ; week++) {
      const at = start.getTime() + week * WEEK_MS;
      if (at >= to.getTime() || (week > 0 && at > until)) break;
      if (at + duration > from.getTime())
        occurrences.push({ slot, start: new Date(at), end: new Date(at + duration) });
      if (!slot.repeat_weekly) break;
    }
  }
  return occurrences.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The query of a calendar view: its range in the server's format. */
export const slotsRange = (uid: number | undefined, from: Date, to: Date): SlotsQuery => ({
  uid,
  start: formatServerDate(from),
  end: formatServerDate(to),
});

export const getSlots = async (query: SlotsQuery, signal?: AbortSignal): Promise<Slot[]> =>
  (await requestParsed(slotsResponseSchema, 'availability/slots', { query, signal })).data;

export const createSlot = async (input: SlotInput): Promise<Slot> =>
  (await requestParsed(slotResponseSchema, 'availability/slots', { method: 'POST', body: input })).data;

export const updateSlot = async (id: number, changes: Partial<SlotInput>): Promise<Slot> =>
  (await requestParsed(slotResponseSchema, `availability/slots/${id}`, { method: 'PATCH', body: changes }))
    .data;

export const deleteSlot = async (id: number): Promise<void> => {
  await request(`availability/slots/${id}`, { method: 'DELETE' });
};

export const getPeople = (query: PeopleQuery = {}, signal?: AbortSignal) =>
  requestParsed(peopleResponseSchema, 'availability/people', {
    query: { ...query, limit: PEOPLE_PAGE_SIZE },
    signal,
  });

export const slotsQueryOptions = (query: SlotsQuery) =>
  queryOptions({
    queryKey: keys.availability.slots(query),
    queryFn: ({ signal }) => getSlots(query, signal),
  });

export const peopleQueryOptions = (query: PeopleQuery = {}) =>
  queryOptions({
    queryKey: keys.availability.people(query),
    queryFn: ({ signal }) => getPeople(query, signal),
  });

/** Any change refreshes every calendar view (and the people list's counts). */
const invalidateAvailability = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: keys.availability.all });

export const createSlotMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.availability.all, 'create'],
    mutationFn: createSlot,
    onSuccess: () => invalidateAvailability(queryClient),
  });

export const updateSlotMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.availability.all, 'update'],
    mutationFn: ({ id, changes }: { id: number; changes: Partial<SlotInput> }) => updateSlot(id, changes),
    onSuccess: () => invalidateAvailability(queryClient),
  });

export const deleteSlotMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.availability.all, 'delete'],
    mutationFn: deleteSlot,
    onSuccess: () => invalidateAvailability(queryClient),
  });

export const availabilityEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'availability/slots',
    group: 'availability',
    summary: 'Slots of a person (default: the signed-in user) touching a time range',
    query: slotsQuerySchema,
    response: slotsResponseSchema,
    example: { query: { start: '2026-11-01 00:00:00', end: '2026-12-01 00:00:00' } },
  }),
  endpoint({
    method: 'POST',
    path: 'availability/slots',
    group: 'availability',
    summary:
      'Create a slot (for someone else with availability_feature_manage); 400 when end is not after start',
    body: slotInputSchema,
    response: slotResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'PATCH',
    path: 'availability/slots/{id}',
    group: 'availability',
    summary: 'Update the changed fields of a slot',
    body: slotInputSchema.partial(),
    response: slotResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'DELETE',
    path: 'availability/slots/{id}',
    group: 'availability',
    summary: 'Delete a slot (204)',
  }),
  endpoint({
    method: 'GET',
    path: 'availability/people',
    group: 'availability',
    summary: 'People whose calendars an administrator manages: filter by organisation, search, 25 per page',
    query: peopleQuerySchema.extend({ limit: z.number().int().optional() }),
    response: peopleResponseSchema,
  }),
];
