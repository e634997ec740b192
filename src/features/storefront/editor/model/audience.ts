import { isSectionVisibleTo } from '@/api/storefront-restrictions';
import type { Restriction, RestrictionValue, Section } from './types';

/** Restriction types a registered audience can use; unregistered visitors only have the first two that apply. */
export const UNREGISTERED_RESTRICTION_TYPES = ['language', 'organizations'] as const;

/** The target-audience form's values: one entry per restriction type. */
export type AudienceValues = Record<string, RestrictionValue | undefined>;

export type Audience = 'registered' | 'unregistered';

const isEmptyValue = (value: RestrictionValue | undefined): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.filter((item) => item !== '').length === 0);

/** docs/product.md §5: the audience needs at least one criterion. */
export const hasAnyCriterion = (values: AudienceValues): boolean =>
  Object.values(values).some((value) => !isEmptyValue(value));

/** Audience form values → restrictions (rule 'and'), skipping empty criteria. */
export function restrictionsFromAudience(values: AudienceValues): Restriction[] {
  return Object.entries(values)
    .filter(([, value]) => !isEmptyValue(value))
    .map(([type, value]) => ({
      rule: 'and' as const,
      type,
      value: Array.isArray(value) ? value.filter((item) => item !== '') : (value as RestrictionValue),
    }));
}

export function audienceFromRestrictions(restrictions: readonly Restriction[]): AudienceValues {
  return Object.fromEntries(restrictions.map((restriction) => [restriction.type, restriction.value]));
}

/**
 * docs/product.md §5: single-select for language, country and title, and for
 * organizations when the audience is not registered; multi-select otherwise.
 */
export function isSingleSelect(type: string, audience: Audience): boolean {
  if (type === 'language' || type === 'country' || type === 'title') return true;
  return type === 'organizations' && audience !== 'registered';
}

/** Restriction types offered to an audience, in the order the settings list them. */
export function restrictionTypesFor(audience: Audience, available: readonly string[]): string[] {
  if (audience === 'registered') return [...available];
  return available.filter((type) => (UNREGISTERED_RESTRICTION_TYPES as readonly string[]).includes(type));
}

/**
 * Whether every member of the audience sees the section (the API's rule:
 * each of the section's restrictions must share a value with the audience's
 * criterion of that type; a restriction the audience says nothing about hides
 * it). The server's preview flag wins when present.
 */
export function isVisibleTo(
  section: Pick<Section, 'data' | 'hide'>,
  audience: readonly Restriction[],
): boolean {
  if (section.hide !== undefined) return !section.hide;
  if (audience.length === 0) return true;
  return isSectionVisibleTo(section.data.restrictions, audience);
}
