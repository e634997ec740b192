import { z } from '@/api/zod';
import { type Endpoint, endpoint, envelope, idempotencyHeadersSchema, pagedEnvelope } from './endpoint';
import { countSchema, idSchema } from './formats';
import { serverDateSchema, serverDateTimeSchema, userRefSchema } from './incentives-common.schemas';
import { SLOT_STATUSES } from './values';

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

// `userRefSchema` is a zod/mini object (incentives-common.schemas.ts): its fields, extended.
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
    headers: idempotencyHeadersSchema(),
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
