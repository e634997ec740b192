import type { Faker } from '@faker-js/faker';
import { en } from '@fixtures/content-i18n/localized';
import { CATEGORIES_TITLE, CATEGORY_DESCRIPTIONS } from '@fixtures/content-i18n/storefront';
import type { SectionExample } from '../definition';
import type * as contract from './contract';

/** For the mock's data and the stories (`makeSection` of fixtures/storefront.ts). */
export const example = (faker: Faker): SectionExample<typeof contract> => ({
  content: {
    title: en(CATEGORIES_TITLE),
    description: en(faker.helpers.arrayElement(CATEGORY_DESCRIPTIONS)),
  },
  settings: { vocabulary: 'topics', terms: [], size: 8 },
  appearance: { background_color: '#f3f4f6' },
});
