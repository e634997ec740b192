import type { FieldDescriptor } from '../../field-types';
import { buttonFields, titleField } from '../shared';

export const contentFields: FieldDescriptor[] = [
  titleField(),
  { name: 'text', label: 'Message', kind: 'textarea' },
  ...buttonFields,
];
export const settingsFields: FieldDescriptor[] = [
  {
    name: 'style',
    label: 'Button style',
    kind: 'select',
    choices: [
      { value: 'primary', label: 'Filled' },
      { value: 'secondary', label: 'Outlined' },
    ],
  },
];
