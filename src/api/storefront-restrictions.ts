import type { Restriction } from './storefront-sections';

type Scalar = string | number;

const valuesOf = (value: Restriction['value']): string[] =>
  (value === null ? [] : Array.isArray(value) ? value : [value])
    .filter((item: Scalar) => item !== '')
    .map((item: Scalar) => String(item));

/**
 * Whether a viewer sees a section. The viewer is described as restrictions
 * too: a signed-in user's own attributes (language, country, title,
 * organisations, tags), or the audience an administrator previews. Every one
 * of the section's non-empty restrictions must share a value with the
 * viewer's restriction of the same type ('and' between restrictions, 'or'
 * within one). A section restricted on something the viewer does not state is
 * hidden: it is shown only to those sure to match.
 */
export function isSectionVisibleTo(
  sectionRestrictions: readonly Restriction[],
  viewer: readonly Restriction[],
): boolean {
  return sectionRestrictions.every((restriction) => {
    const wanted = valuesOf(restriction.value);
    if (wanted.length === 0) return true;
    const held = viewer
      .filter((item) => item.type === restriction.type)
      .flatMap((item) => valuesOf(item.value));
    return held.some((value) => wanted.includes(value));
  });
}
