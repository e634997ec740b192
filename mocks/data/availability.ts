import type { Faker } from '@faker-js/faker';
import { makeSlots } from '@fixtures/availability';
import type { Slot } from '@/api/availability';

/** Availability slice: calendar slots per user. */
export interface AvailabilityData {
  availability: {
    slots: Slot[];
    nextSlotId: number;
  };
}

/** Calendars for the first users (the administrator, the learner and colleagues). */
export function createAvailabilityData(faker: Faker, people = 30): AvailabilityData {
  let id = 0;
  const nextId = () => ++id;
  const slots = Array.from({ length: people }, (_, index) => makeSlots(faker, index + 1, nextId)).flat();
  return { availability: { slots, nextSlotId: id + 1 } };
}
