import type { Restriction, RestrictionScalar, RestrictionValue, Section } from './types';

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

/** SPEC.md §5: the audience needs at least one criterion. */
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
 * SPEC.md §5: single-select for language, country and title, and for
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

const asList = (value: RestrictionValue): RestrictionScalar[] =>
  value === null ? [] : (Array.isArray(value) ? value : [value]).filter((item) => item !== '');

/**
 * Whether every member of the audience sees the section: each of the section's
 * restrictions must be met by a criterion of the same type sharing a value.
 * A section restricted on a type the audience says nothing about is hidden —
 * the preview shows only what the whole audience is sure to see.
 */
export function isVisibleTo(
  section: Pick<Section, 'data' | 'hide'>,
  audience: readonly Restriction[],
): boolean {
  if (section.hide !== undefined) return !section.hide;
  if (audience.length === 0) return true;
  return section.data.restrictions.every((restriction) => {
    const wanted = asList(restriction.value).map(String);
    if (wanted.length === 0) return true;
    const criterion = audience.find((candidate) => candidate.type === restriction.type);
    if (!criterion) return false;
    return asList(criterion.value).some((value) => wanted.includes(String(value)));
  });
}
