import type { Faker } from '@faker-js/faker';
import { en } from '@fixtures/content-i18n/localized';
import { BROWSE_CATALOGUE, HERO_SUBTITLES, HERO_TITLES } from '@fixtures/content-i18n/storefront';
import { bannerImage } from '@fixtures/incentives-images';
import type { SectionExample } from '../definition';
import type * as contract from './contract';

/** For the mock's data and the stories (`makeSection` of fixtures/storefront.ts). */
export const example = (faker: Faker): SectionExample<typeof contract> => ({
  content: {
    title: en(faker.helpers.arrayElement(HERO_TITLES)),
    subtitle: en(faker.helpers.arrayElement(HERO_SUBTITLES)),
    image: bannerImage(faker.number.int({ min: 0, max: 359 })),
    image_alt: '',
    button_text: en(BROWSE_CATALOGUE),
    button_url: '/search?s=',
  },
  settings: { height: 'medium', alignment: 'start', overlay: true },
  appearance: { text_color: '#111827', spacing: 'none', width: 'full' },
});
