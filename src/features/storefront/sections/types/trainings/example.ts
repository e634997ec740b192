import type { Faker } from '@faker-js/faker';
import { en } from '@fixtures/content-i18n/localized';
import { LIST_DESCRIPTIONS, TRAININGS_TITLES } from '@fixtures/content-i18n/storefront';
import type { SectionExample } from '../definition';
import type * as contract from './contract';
import { defaults } from './defaults';

/** For the mock's data and the stories (`makeSection` of fixtures/storefront.ts). */
export const example = (faker: Faker): SectionExample<typeof contract> => ({
  content: {
    title: en(faker.helpers.arrayElement(TRAININGS_TITLES)),
    description: en(faker.helpers.arrayElement(LIST_DESCRIPTIONS)),
  },
  // A new section's settings: the newest eight trainings, in a grid.
  settings: defaults().settings,
});
