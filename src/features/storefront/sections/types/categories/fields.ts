import type { FieldDescriptor } from '../../field-types';
import { descriptionField, sizeField, titleField } from '../shared';

export const contentFields: FieldDescriptor[] = [titleField(), descriptionField];
export const settingsFields: FieldDescriptor[] = [
  {
    name: 'vocabulary',
    label: 'Vocabulary',
    kind: 'vocabulary',
    required: true,
  },
  {
    name: 'terms',
    label: 'Only these terms',
    kind: 'terms',
    vocabularyField: 'vocabulary',
    topLevel: true,
    help: 'Leave empty to show every top-level term.',
  },
  sizeField,
];
