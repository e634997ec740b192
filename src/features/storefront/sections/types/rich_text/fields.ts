import type { FieldDescriptor } from '../../field-types';
import { htmlField } from '../shared';

export const contentFields: FieldDescriptor[] = [{ ...htmlField, required: true }];
export const settingsFields: FieldDescriptor[] = [
  {
    name: 'columns',
    label: 'Columns',
    kind: 'select',
    numeric: true,
    choices: [
      { value: '1', label: 'One column' },
      { value: '2', label: 'Two columns on wide screens' },
    ],
  },
];
