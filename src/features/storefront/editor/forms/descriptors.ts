import { SECTION_SORTINGS } from '@/api/trainings';
import { SPACINGS, WIDTHS } from '../../sections/appearance';
import type { SectionType } from '../model';

export interface Choice {
  value: string;
  /** Source string for t(). */
  label: string;
}

interface BaseField {
  name: string;
  /** Source string for t(). */
  label: string;
  help?: string;
  required?: boolean;
  /** Shown only when another field of the same form has one of these values. */
  when?: { field: string; in: string[] };
}

export type FieldDescriptor =
  | (BaseField & { kind: 'text' | 'textarea' | 'html' | 'url' | 'image' | 'color' | 'ids' })
  | (BaseField & { kind: 'number'; min: number; max: number })
  | (BaseField & { kind: 'checkbox' })
  | (BaseField & { kind: 'select'; choices: Choice[] })
  | (BaseField & { kind: 'slides' });

const title = (required = true): FieldDescriptor => ({
  name: 'title',
  label: 'Title',
  kind: 'text',
  required,
});
const imageFields: FieldDescriptor[] = [
  {
    name: 'image',
    label: 'Image URL',
    kind: 'image',
    help: 'A path on this site, an https address or an inline image.',
  },
  {
    name: 'imageAlt',
    label: 'Image description',
    kind: 'text',
    help: 'Read aloud to people who cannot see the image. Leave empty if it is decorative.',
  },
];
const button: FieldDescriptor[] = [
  { name: 'buttonLabel', label: 'Button label', kind: 'text' },
  {
    name: 'buttonUrl',
    label: 'Button link',
    kind: 'url',
    help: 'A path on this site such as /storefront, or a full address.',
  },
];
const html: FieldDescriptor = {
  name: 'body',
  label: 'Text',
  kind: 'html',
  help: 'Basic HTML is allowed; anything unsafe is removed.',
};

export const CONTENT_FIELDS: Record<SectionType, FieldDescriptor[]> = {
  hero: [title(), { name: 'subtitle', label: 'Subtitle', kind: 'textarea' }, ...imageFields, ...button],
  rich_text: [title(false), { ...html, required: true }],
  trainings: [title()],
  categories: [title()],
  image_text: [title(false), html, ...imageFields],
  call_to_action: [title(), { name: 'text', label: 'Message', kind: 'textarea' }, ...button],
  carousel: [title(false), { name: 'slides', label: 'Slides', kind: 'slides' }],
};

const sortingLabels: Record<(typeof SECTION_SORTINGS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'By title',
  popularity: 'Most popular',
  personalized: 'Personalised for each learner',
};

export const SETTINGS_FIELDS: Record<SectionType, FieldDescriptor[]> = {
  hero: [],
  rich_text: [],
  trainings: [
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
      label: 'Training ids',
      kind: 'ids',
      help: 'Separate the ids with commas.',
      when: { field: 'type', in: ['custom'] },
    },
    { name: 'vocabulary', label: 'Vocabulary', kind: 'text', when: { field: 'type', in: ['vocabulary'] } },
    {
      name: 'tags',
      label: 'Tag ids',
      kind: 'ids',
      help: 'Separate the ids with commas.',
      when: { field: 'type', in: ['vocabulary'] },
    },
    {
      name: 'sorting',
      label: 'Order',
      kind: 'select',
      choices: SECTION_SORTINGS.map((value) => ({ value, label: sortingLabels[value] })),
      when: { field: 'type', in: ['all', 'free', 'vocabulary'] },
    },
    {
      name: 'size',
      label: 'How many',
      kind: 'number',
      min: 1,
      max: 48,
      when: { field: 'type', in: ['all', 'free', 'vocabulary'] },
    },
  ],
  categories: [
    { name: 'vocabulary', label: 'Vocabulary', kind: 'text', required: true },
    {
      name: 'terms',
      label: 'Only these term ids',
      kind: 'ids',
      help: 'Leave empty to show every top-level term.',
    },
  ],
  image_text: [
    {
      name: 'imagePosition',
      label: 'Image position',
      kind: 'select',
      choices: [
        { value: 'start', label: 'Before the text' },
        { value: 'end', label: 'After the text' },
      ],
    },
  ],
  call_to_action: [],
  carousel: [
    {
      name: 'autoplay',
      label: 'Play automatically',
      kind: 'checkbox',
      help: 'Never for visitors who prefer reduced motion.',
    },
    {
      name: 'interval',
      label: 'Time per slide (milliseconds)',
      kind: 'number',
      min: 2000,
      max: 20000,
      when: { field: 'autoplay', in: ['true'] },
    },
  ],
};

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
  { name: 'backgroundColor', label: 'Background colour', kind: 'color' },
  { name: 'backgroundImage', label: 'Background image URL', kind: 'image' },
  { name: 'textColor', label: 'Text colour', kind: 'color' },
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
