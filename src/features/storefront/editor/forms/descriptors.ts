/**
 * The section form's field descriptors: each type's own are in its folder (sections/registry.ts),
 * the appearance fields every type shares in sections/appearance-fields.ts.
 */
export { APPEARANCE_FIELDS } from '../../sections/appearance-fields';
export type { Choice, FieldDescriptor } from '../../sections/field-types';
