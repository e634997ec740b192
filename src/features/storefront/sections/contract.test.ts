import { createFaker } from '@fixtures/faker';
import { makeSection } from '@fixtures/storefront';
import { describe, expect, it } from 'vitest';
import { anySectionSchema } from '@/api/storefront-sections.schemas';
import { storefrontSchema } from '../api';
import { SECTION_TYPES, sectionBodySchema, sectionSchema, storedSectionSchema } from './contract';
import { SECTION_REGISTRY } from './registry';

const typeFolders = (files: Record<string, unknown>) =>
  Object.keys(files)
    .map((path) => path.split('/').at(-2))
    .sort();

describe('the section types’ contract, composed from the registry', () => {
  it('has one line per folder under types/, each with its contract and example', () => {
    const folders = typeFolders(import.meta.glob('./types/*/index.ts'));
    expect([...SECTION_TYPES].sort()).toEqual(folders);
    expect(typeFolders(import.meta.glob('./types/*/contract.ts'))).toEqual(folders);
    expect(typeFolders(import.meta.glob('./types/*/example.ts'))).toEqual(folders);
  });

  it('lists the types in the registry’s order', () => {
    expect(SECTION_TYPES).toEqual([
      'hero',
      'rich_text',
      'trainings',
      'categories',
      'image_text',
      'call_to_action',
      'carousel',
    ]);
  });

  it('checks each type’s content and settings strictly', () => {
    const section = makeSection(createFaker(5), 'trainings', 1, 0);
    expect(storedSectionSchema.parse(section)).toEqual(section);
    const wrong = {
      ...section,
      data: { ...section.data, settings: { ...section.data.settings, size: '8' } },
    };
    expect(storedSectionSchema.safeParse(wrong).success).toBe(false);
    expect(sectionBodySchema.safeParse({ ...wrong, id: null }).success).toBe(false);
    // The api layer alone knows only what every type shares.
    expect(anySectionSchema.safeParse(wrong).success).toBe(true);
  });

  it('refuses a type the registry does not know, as a response of the wrong shape', () => {
    const section = { ...makeSection(createFaker(5), 'rich_text', 1, 0), type: 'quote' };
    expect(sectionSchema.safeParse(section).success).toBe(false);
    const storefront = { id: 1, type: 'registered', enabled: true, language: 'en', sections: [section] };
    expect(storefrontSchema.safeParse(storefront).success).toBe(false);
  });

  it('links the sections of a type with its own page: the lists', () => {
    expect(SECTION_TYPES.filter((type) => SECTION_REGISTRY[type].hasOwnPage)).toEqual([
      'trainings',
      'categories',
    ]);
  });
});
