import type { FieldDescriptor } from '../../field-types';

export const contentFields: FieldDescriptor[] = [{ name: 'slides', label: 'Slides', kind: 'slides' }];
export const settingsFields: FieldDescriptor[] = [
  {
    name: 'autoplay',
    label: 'Play automatically',
    kind: 'checkbox',
    help: 'Never for visitors who prefer reduced motion; it pauses on hover and focus.',
  },
  {
    name: 'interval',
    label: 'Seconds per slide',
    kind: 'number',
    min: 2,
    max: 30,
    when: { field: 'autoplay', in: ['true'] },
  },
];
