import type { Faker } from '@faker-js/faker';
import { en } from '@fixtures/content-i18n/localized';
import { SLIDES } from '@fixtures/content-i18n/storefront';
import { productImage } from '@fixtures/incentives-images';
import type { SectionExample } from '../definition';
import type * as contract from './contract';

/** For the mock's data and the stories (`makeSection` of fixtures/storefront.ts). */
export const example = (faker: Faker): SectionExample<typeof contract> => ({
  content: {
    slides: faker.helpers.arrayElements(SLIDES, 3).map((slide) => ({
      title: en(slide.title),
      text: en(slide.text),
      image: productImage(faker),
      image_alt: en(slide.imageAlt),
      url: '/storefront',
    })),
  },
  settings: { autoplay: false, interval: 6 },
  appearance: { width: 'wide' },
});
