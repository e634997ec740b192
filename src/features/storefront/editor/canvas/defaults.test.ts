import { describe, expect, it } from 'vitest';
import { SECTION_TYPES, storedSectionSchema } from '../../sections/contract';
import { defaultSectionData } from './defaults';

describe('new sections', () => {
  it.each(SECTION_TYPES)('a new %s section already has the shape the API accepts', (type) => {
    const parsed = storedSectionSchema.safeParse({ id: 1, type, weight: 0, data: defaultSectionData(type) });
    expect(parsed.success, parsed.error?.message).toBe(true);
  });
});
