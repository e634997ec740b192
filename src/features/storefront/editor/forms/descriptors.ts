/** The fields every section type shares; each type's own fields are in its folder (sections/registry.ts). */
export type { Choice, FieldDescriptor } from '../../sections/field-types';

import { SPACINGS, WIDTHS } from '../../sections/appearance';
import type { FieldDescriptor } from '../../sections/field-types';

const spacingLabels: Record<(typeof SPACINGS)[number], string> = {
  none: 'None',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};
const widthLabels: Record<(typeof WIDTHS)[number], string> = {
  narrow: 'Narrow',
  normal: 'Normal',
  wide: 'Wide',
  full: 'Full width',
};

export const APPEARANCE_FIELDS: FieldDescriptor[] = [
  {
    name: 'background_color',
    label: 'Background colour',
    kind: 'color',
    paints: 'background',
    nullable: true,
  },
  { name: 'background_image', label: 'Background image', kind: 'image', nullable: true },
  { name: 'text_color', label: 'Text colour', kind: 'color', paints: 'text', nullable: true },
  {
    name: 'spacing',
    label: 'Spacing',
    kind: 'select',
    choices: SPACINGS.map((value) => ({ value, label: spacingLabels[value] })),
  },
  {
    name: 'width',
    label: 'Width',
    kind: 'select',
    choices: WIDTHS.map((value) => ({ value, label: widthLabels[value] })),
  },
];
