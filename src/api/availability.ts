import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { formatServerDate, parseServerDate } from '@/lib/server-date';
import type { PeopleQuery, Slot, SlotInput, SlotsQuery } from './availability.schemas';
import { lazySchemas, requestDelete, requestParsed } from './client';
import { idempotencyHeaders } from './idempotency';
import { keys } from './keys';
import { SLOT_STATUSES } from './values';

export type { PeopleQuery, Person, Slot, SlotInput, SlotsQuery } from './availability.schemas';

export { SLOT_STATUSES };

const schema = lazySchemas(() => import('./availability.schemas'));

export const PEOPLE_PAGE_SIZE = 25;

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
  (await requestParsed(schema('slotsResponseSchema'), 'availability/slots', { query, signal })).data;

/** `idempotencyKey`: the same key for the same slot sent again (`idempotencyKeys`). */
export const createSlot = async (input: SlotInput, idempotencyKey?: string): Promise<Slot> =>
  (
    await requestParsed(schema('slotResponseSchema'), 'availability/slots', {
      method: 'POST',
      body: input,
      headers: idempotencyHeaders(idempotencyKey),
    })
  ).data;

export const updateSlot = async (id: number, changes: Partial<SlotInput>): Promise<Slot> =>
  (
    await requestParsed(schema('slotResponseSchema'), `availability/slots/${id}`, {
      method: 'PATCH',
      body: changes,
    })
  ).data;

export const deleteSlot = async (id: number): Promise<void> => {
  await requestDelete(`availability/slots/${id}`);
};

export const getPeople = (query: PeopleQuery = {}, signal?: AbortSignal) =>
  requestParsed(schema('peopleResponseSchema'), 'availability/people', {
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
    mutationFn: ({ idempotencyKey, ...input }: SlotInput & { idempotencyKey?: string }) =>
      createSlot(input, idempotencyKey),
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
