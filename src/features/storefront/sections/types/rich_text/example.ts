import type { Faker } from '@faker-js/faker';
import { combine, en, type Localized } from '@fixtures/content-i18n/localized';
import { RICH_TEXT_BLOCKS, type RichTextBlock } from '@fixtures/content-i18n/storefront';
import type { SectionExample } from '../definition';
import type * as contract from './contract';

/** A rich-text block as server HTML, in every language. */
const richText = (block: RichTextBlock): Localized =>
  combine(
    [block.heading, ...block.paragraphs, block.link],
    (heading, first, second, link) =>
      `<h2>${heading}</h2><p>${first}</p><p>${second} <a href="/storefront">${link}</a></p>`,
  );

/** For the mock's data and the stories (`makeSection` of fixtures/storefront.ts). */
export const example = (faker: Faker): SectionExample<typeof contract> => ({
  content: {
    html: en(richText(faker.helpers.arrayElement(RICH_TEXT_BLOCKS))),
  },
  settings: { columns: faker.helpers.arrayElement([1, 2] as const) },
});
