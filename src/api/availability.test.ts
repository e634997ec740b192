import { makeSlots } from '@fixtures/availability';
import { createFaker } from '@fixtures/faker';
import { LEARNER_UID } from '@fixtures/users';
import { createMockServer } from '@mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSlot,
  deleteSlot,
  expandSlots,
  getPeople,
  getSlots,
  type Slot,
  slotsRange,
  updateSlot,
} from './availability';
import { slotSchema } from './availability.schemas';
import { ApiError } from './errors';
import { getMe } from './session';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
const { useScenario: startScenario } = mock;

async function as(role: 'visitor' | 'learner' | 'administrator') {
  const db = startScenario('default', { role });
  await getMe();
  return db;
}

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

const november = slotsRange(undefined, new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'));

const slot = (overrides: Partial<Slot>): Slot => ({
  id: 1,
  uid: 2,
  start: '2026-11-02 09:00:00',
  end: '2026-11-02 11:00:00',
  status: 'available',
  repeat_weekly: false,
  repeat_until: null,
  note: '',
  ...overrides,
});

describe('fixtures', () => {
  it('every seeded slot validates and ends after it starts', () => {
    let id = 0;
    for (const item of makeSlots(createFaker(), 5, () => ++id)) {
      expect(slotSchema.parse(item)).toEqual(item);
      expect(item.end > item.start).toBe(true);
    }
  });
});

describe('expandSlots', () => {
  it('repeats weekly series inside the range, until the end date, sorted', () => {
    const weekly = slot({
      id: 1,
      start: '2026-10-05 09:00:00',
      end: '2026-10-05 10:00:00',
      repeat_weekly: true,
      repeat_until: '2026-11-16',
    });
    const once = slot({ id: 2, start: '2026-11-03 14:00:00', end: '2026-11-03 15:00:00' });
    const occurrences = expandSlots(
      [weekly, once],
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(occurrences.map((o) => [o.slot.id, o.start.toISOString()])).toEqual([
      [1, '2026-11-02T09:00:00.000Z'],
      [2, '2026-11-03T14:00:00.000Z'],
      [1, '2026-11-09T09:00:00.000Z'],
      [1, '2026-11-16T09:00:00.000Z'],
    ]);
  });

  it('includes a slot that started before the range and ends inside it', () => {
    const overnight = slot({ start: '2026-10-31 22:00:00', end: '2026-11-01 02:00:00' });
    expect(
      expandSlots([overnight], new Date('2026-11-01T00:00:00Z'), new Date('2026-11-02T00:00:00Z')),
    ).toHaveLength(1);
  });
});

describe('the slots endpoints', () => {
  it('list the signed-in user’s slots touching the range', async () => {
    const db = await as('learner');
    const slots = await getSlots(november);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((item) => item.uid === LEARNER_UID)).toBe(true);
    expect(slots.length).toBeLessThanOrEqual(
      db.availability.slots.filter((item) => item.uid === LEARNER_UID).length,
    );
  });

  it('create, update and delete persist', async () => {
    const db = await as('learner');
    const created = await createSlot({
      start: '2026-11-05 13:00:00',
      end: '2026-11-05 15:30:00',
      status: 'unavailable',
      repeat_weekly: true,
      repeat_until: '2026-12-17',
      note: 'Team training',
    });
    expect(created).toMatchObject({ uid: LEARNER_UID, status: 'unavailable', repeat_until: '2026-12-17' });
    const updated = await updateSlot(created.id, { end: '2026-11-05 16:00:00', repeat_weekly: false });
    expect(updated).toMatchObject({
      end: '2026-11-05 16:00:00',
      repeat_weekly: false,
      repeat_until: null,
      note: 'Team training',
    });
    expect((await getSlots(november)).some((item) => item.id === created.id)).toBe(true);
    await deleteSlot(created.id);
    expect(db.availability.slots.some((item) => item.id === created.id)).toBe(false);
  });

  it('refuses an end that is not after the start, with a field message, and stores nothing', async () => {
    const db = await as('learner');
    const count = db.availability.slots.length;
    const error = await failure(
      createSlot({
        start: '2026-11-05 15:00:00',
        end: '2026-11-05 15:00:00',
        status: 'available',
        repeat_weekly: false,
        repeat_until: null,
        note: '',
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      end: { type: 'server', message: 'The end must be after the start.' },
    });
    expect(db.availability.slots).toHaveLength(count);
  });

  it('keeps learners to their own calendar; managers edit anyone’s', async () => {
    const db = await as('learner');
    const someoneElse = db.availability.slots.find((item) => item.uid !== LEARNER_UID);
    if (!someoneElse) throw new Error('seed too small');
    expect((await failure(getSlots({ ...november, uid: someoneElse.uid }))).status).toBe(403);
    expect((await failure(updateSlot(someoneElse.id, { note: 'hi' }))).status).toBe(403);
    await as('administrator');
    expect((await updateSlot(someoneElse.id, { note: 'Moved to Thursday' })).note).toBe('Moved to Thursday');
  });
});

describe('the people list', () => {
  it('filters by organisation and pages 25 at a time', async () => {
    const db = await as('administrator');
    const all = await getPeople();
    expect(all.data).toHaveLength(25);
    expect(all.meta.total).toBe(db.platform.users.length);
    const org = db.platform.organizations.find((item) => item.name === db.platform.users[5]?.organization);
    if (!org) throw new Error('no organisation');
    const members = await getPeople({ organization: org.id });
    expect(members.data.every((person) => person.organization === org.name)).toBe(true);
    expect(members.meta.total).toBe(
      db.platform.users.filter((user) => user.organization === org.name).length,
    );
  });

  it('is for managers only', async () => {
    await as('learner');
    expect((await failure(getPeople())).status).toBe(403);
  });
});
