import type { FieldDescriptor } from '../../field-types';
import { htmlField, imageFields, titleField } from '../shared';

export const contentFields: FieldDescriptor[] = [titleField(false), htmlField, ...imageFields];
export const settingsFields: FieldDescriptor[] = [
  {
    name: 'image_position',
    label: 'Image position',
    kind: 'select',
    choices: [
      { value: 'start', label: 'Before the text' },
      { value: 'end', label: 'After the text' },
    ],
  },
];
