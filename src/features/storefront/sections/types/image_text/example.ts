import type { Faker } from '@faker-js/faker';
import { combine, en } from '@fixtures/content-i18n/localized';
import { IMAGE_TEXT_BLOCKS } from '@fixtures/content-i18n/storefront';
import { productImage } from '@fixtures/incentives-images';
import type { SectionExample } from '../definition';
import type * as contract from './contract';

/** For the mock's data and the stories (`makeSection` of fixtures/storefront.ts). */
export const example = (faker: Faker): SectionExample<typeof contract> => {
  const block = faker.helpers.arrayElement(IMAGE_TEXT_BLOCKS);
  return {
    content: {
      title: en(block.title),
      html: en(
        combine(
          [block.text, ...block.points],
          (text, first, second) => `<p>${text}</p><ul><li>${first}</li><li>${second}</li></ul>`,
        ),
      ),
      image: productImage(faker),
      image_alt: en(block.imageAlt),
    },
    settings: { image_position: faker.helpers.arrayElement(['start', 'end'] as const) },
  };
};
