import type { FieldDescriptor } from '../../field-types';
import { buttonFields, imageFields, titleField } from '../shared';

export const contentFields: FieldDescriptor[] = [
  titleField(),
  { name: 'subtitle', label: 'Subtitle', kind: 'textarea' },
  ...imageFields,
  ...buttonFields,
];
export const settingsFields: FieldDescriptor[] = [
  {
    name: 'height',
    label: 'Height',
    kind: 'select',
    choices: [
      { value: 'small', label: 'Small' },
      { value: 'medium', label: 'Medium' },
      { value: 'large', label: 'Large' },
    ],
  },
  {
    name: 'alignment',
    label: 'Text alignment',
    kind: 'select',
    choices: [
      { value: 'start', label: 'Start' },
      { value: 'center', label: 'Centre' },
      { value: 'end', label: 'End' },
    ],
  },
  { name: 'overlay', label: 'Darken the image behind the text', kind: 'checkbox' },
];
