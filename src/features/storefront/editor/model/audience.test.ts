import { describe, expect, it } from 'vitest';
import {
  audienceFromRestrictions,
  hasAnyCriterion,
  isSingleSelect,
  isVisibleTo,
  restrictionsFromAudience,
  restrictionTypesFor,
} from './audience';
import type { Restriction } from './types';

const section = (restrictions: Restriction[], hide?: boolean) => ({
  data: { content: {}, settings: {}, appearance: {}, restrictions },
  ...(hide === undefined ? {} : { hide }),
});

describe('audience form', () => {
  it('needs at least one criterion', () => {
    expect(hasAnyCriterion({})).toBe(false);
    expect(hasAnyCriterion({ language: '', organizations: [], country: null })).toBe(false);
    expect(hasAnyCriterion({ organizations: [3] })).toBe(true);
    expect(hasAnyCriterion({ title: 0 })).toBe(true);
  });

  it('becomes restrictions with rule and, skipping empty values, and back', () => {
    const restrictions = restrictionsFromAudience({
      language: 'fr',
      organizations: [1, 2],
      country: '',
      tags: [],
    });
    expect(restrictions).toEqual([
      { rule: 'and', type: 'language', value: 'fr' },
      { rule: 'and', type: 'organizations', value: [1, 2] },
    ]);
    expect(audienceFromRestrictions(restrictions)).toEqual({ language: 'fr', organizations: [1, 2] });
  });

  it('offers every type to registered users and language and organizations otherwise', () => {
    const available = ['language', 'country', 'title', 'organizations', 'department'];
    expect(restrictionTypesFor('registered', available)).toEqual(available);
    expect(restrictionTypesFor('unregistered', available)).toEqual(['language', 'organizations']);
  });

  it('uses single-select for language, country, title, and organizations when not registered', () => {
    expect(['language', 'country', 'title'].every((type) => isSingleSelect(type, 'registered'))).toBe(true);
    expect(isSingleSelect('organizations', 'unregistered')).toBe(true);
    expect(isSingleSelect('organizations', 'registered')).toBe(false);
    expect(isSingleSelect('department', 'registered')).toBe(false);
  });
});

describe('isVisibleTo', () => {
  const french: Restriction[] = [{ rule: 'and', type: 'language', value: 'fr' }];

  it('shows everything when no audience is chosen', () => {
    expect(isVisibleTo(section(french), [])).toBe(true);
  });

  it('shows unrestricted sections and sections whose every restriction the audience meets', () => {
    expect(isVisibleTo(section([]), french)).toBe(true);
    expect(isVisibleTo(section([{ rule: 'and', type: 'language', value: ['de', 'fr'] }]), french)).toBe(true);
    expect(isVisibleTo(section([{ rule: 'and', type: 'language', value: 'de' }]), french)).toBe(false);
  });

  it('hides a section restricted on a type the audience says nothing about', () => {
    expect(
      isVisibleTo(section([...french, { rule: 'and', type: 'organizations', value: [4] }]), french),
    ).toBe(false);
  });

  it("follows the server preview's hide flag when present", () => {
    expect(isVisibleTo(section([], true), french)).toBe(false);
    expect(isVisibleTo(section(french, false), [])).toBe(true);
  });
});
