import { SECTION_SORTINGS } from '@/api/trainings';
import type { FieldDescriptor } from '../../field-types';
import { descriptionField, sizeField, titleField } from '../shared';

const sortingLabels: Record<(typeof SECTION_SORTINGS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'By title',
  popularity: 'Most popular',
  personalized: 'Personalised for each learner',
};
const ruled = { field: 'type', in: ['all', 'free', 'vocabulary'] };

export const contentFields: FieldDescriptor[] = [titleField(), descriptionField];
export const settingsFields: FieldDescriptor[] = [
  {
    name: 'type',
    label: 'Which trainings',
    kind: 'select',
    choices: [
      { value: 'all', label: 'All trainings' },
      { value: 'free', label: 'Free trainings' },
      { value: 'custom', label: 'Hand-picked trainings' },
      { value: 'vocabulary', label: 'Trainings with tags' },
    ],
  },
  {
    name: 'trainings',
    label: 'Trainings',
    kind: 'trainings',
    required: true,
    help: 'The section shows them in this order.',
    when: { field: 'type', in: ['custom'] },
  },
  {
    name: 'vocabulary',
    label: 'Vocabulary',
    kind: 'vocabulary',
    nullable: true,
    required: true,
    when: { field: 'type', in: ['vocabulary'] },
  },
  {
    name: 'tags',
    label: 'Tags',
    kind: 'terms',
    vocabularyField: 'vocabulary',
    when: { field: 'type', in: ['vocabulary'] },
  },
  {
    name: 'sorting',
    label: 'Order',
    kind: 'select',
    choices: SECTION_SORTINGS.map((value) => ({ value, label: sortingLabels[value] })),
    when: ruled,
  },
  { ...sizeField, when: ruled },
  {
    name: 'layout',
    label: 'Layout',
    kind: 'select',
    choices: [
      { value: 'grid', label: 'Grid' },
      { value: 'carousel', label: 'One scrolling row' },
    ],
  },
];
