import { createFaker } from '@fixtures/faker';
import { makeSection } from '@fixtures/storefront';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearchParams } from '@/api/encode';
import { storefrontPatchBodySchema } from '@/features/storefront/api';
import { sectionBodySchema } from '@/features/storefront/sections/contract';
import { parseBrackets } from './incentives-http';
import { reviveForm, toMessages } from './storefront-form';

/** What the mock receives: the client's form encoding, read back the way PHP reads brackets. */
const overTheWire = (value: Record<string, unknown>) =>
  parseBrackets(toSearchParams(value as never).entries());

describe('reviveForm', () => {
  it('gives back any hero section exactly as the client encoded it', () => {
    const template = makeSection(createFaker(), 'hero', 1, 0);
    if (template.type !== 'hero') throw new Error('unexpected type');
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.boolean(),
        fc.constantFrom('small', 'medium', 'large'),
        fc.option(fc.constantFrom('#fff', '#1d4ed8'), { nil: null }),
        fc.array(
          fc.oneof(
            fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^-?\d/.test(s)),
            fc.constant('fr'),
          ),
        ),
        fc.nat({ max: 50 }),
        (title, subtitle, overlay, height, colour, languages, weight) => {
          const section = {
            ...template,
            id: null,
            weight,
            data: {
              ...template.data,
              content: { ...template.data.content, title, subtitle },
              settings: { ...template.data.settings, overlay, height },
              appearance: { ...template.data.appearance, background_color: colour },
              restrictions:
                languages.length > 0 ? [{ rule: 'and' as const, type: 'language', value: languages }] : [],
            },
          };
          const revived = reviveForm(sectionBodySchema, overTheWire({ section }).section);
          expect(sectionBodySchema.parse(revived)).toEqual(section);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('casts numbers and flags of every section type, and reads a missing list as empty', () => {
    const faker = createFaker(11);
    const sections = (['trainings', 'carousel', 'rich_text', 'categories'] as const).map((type, weight) => ({
      ...makeSection(faker, type, weight + 1, weight),
    }));
    const revived = storefrontPatchBodySchema.parse(
      reviveForm(storefrontPatchBodySchema, overTheWire({ sections })),
    );
    expect(revived.sections).toEqual(sections);
    expect(reviveForm(storefrontPatchBodySchema, {})).toEqual({ sections: [] });
  });

  it('reports schema failures with bracket paths, as the client expects in `messages`', () => {
    const result = storefrontPatchBodySchema.safeParse({
      sections: [{ type: 'hero', id: null, weight: -1 }],
    });
    if (result.success) throw new Error('expected a failure');
    expect(toMessages(result.error).map((message) => message.path)).toContain('sections[0][weight]');
  });
});
