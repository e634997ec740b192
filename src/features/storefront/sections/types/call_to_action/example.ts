import type { Faker } from '@faker-js/faker';
import { en } from '@fixtures/content-i18n/localized';
import { CTA_BUTTON, CTA_TEXTS, CTA_TITLE } from '@fixtures/content-i18n/storefront';
import type { SectionExample } from '../definition';
import type * as contract from './contract';

/** For the mock's data and the stories (`makeSection` of fixtures/storefront.ts). */
export const example = (faker: Faker): SectionExample<typeof contract> => ({
  content: {
    title: en(CTA_TITLE),
    text: en(faker.helpers.arrayElement(CTA_TEXTS)),
    button_text: en(CTA_BUTTON),
    button_url: '/user/login',
  },
  settings: { style: 'primary' },
  appearance: { background_color: '#1e3a8a', text_color: '#ffffff' },
});
