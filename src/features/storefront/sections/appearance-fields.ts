import { SPACINGS, WIDTHS } from './appearance';
import type { FieldDescriptor } from './field-types';

// Each choice's label as a `label` property, where the translation coverage test finds the strings.
const spacingLabels: Record<(typeof SPACINGS)[number], { label: string }> = {
  none: { label: 'None' },
  small: { label: 'Small' },
  medium: { label: 'Medium' },
  large: { label: 'Large' },
};
const widthLabels: Record<(typeof WIDTHS)[number], { label: string }> = {
  narrow: { label: 'Narrow' },
  normal: { label: 'Normal' },
  wide: { label: 'Wide' },
  full: { label: 'Full width' },
};

/** The appearance form's fields, the same for every section type (sectionAppearanceSchema in src/api). */
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
    choices: SPACINGS.map((value) => ({ value, label: spacingLabels[value].label })),
  },
  {
    name: 'width',
    label: 'Width',
    kind: 'select',
    choices: WIDTHS.map((value) => ({ value, label: widthLabels[value].label })),
  },
];
