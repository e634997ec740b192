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
  /** An empty value is sent as null (the API's nullable fields). */
  nullable?: boolean;
}

export type FieldDescriptor =
  | (BaseField & { kind: 'text' | 'textarea' | 'html' | 'url' | 'image' | 'color' | 'ids' })
  | (BaseField & { kind: 'number'; min: number; max: number })
  | (BaseField & { kind: 'checkbox' })
  | (BaseField & {
      kind: 'select';
      choices: Choice[] /** Values are numbers (e.g. columns). */;
      numeric?: boolean;
    })
  | (BaseField & { kind: 'slides' });

const title = (required = true): FieldDescriptor => ({
  name: 'title',
  label: 'Title',
  kind: 'text',
  required,
});
const description: FieldDescriptor = { name: 'description', label: 'Description', kind: 'textarea' };
const imageFields: FieldDescriptor[] = [
  {
    name: 'image',
    label: 'Image URL',
    kind: 'image',
    nullable: true,
    help: 'A path on this site, an https address or an inline image.',
  },
  {
    name: 'image_alt',
    label: 'Image description',
    kind: 'text',
    help: 'Read aloud to people who cannot see the image. Leave empty if it is decorative.',
  },
];
const button: FieldDescriptor[] = [
  { name: 'button_text', label: 'Button label', kind: 'text' },
  {
    name: 'button_url',
    label: 'Button link',
    kind: 'url',
    help: 'A path on this site such as /storefront, or a full address.',
  },
];
const html: FieldDescriptor = {
  name: 'html',
  label: 'Text',
  kind: 'html',
  help: 'Basic HTML is allowed; anything unsafe is removed.',
};
const size: FieldDescriptor = { name: 'size', label: 'How many', kind: 'number', min: 1, max: 48 };

export const CONTENT_FIELDS: Record<SectionType, FieldDescriptor[]> = {
  hero: [title(), { name: 'subtitle', label: 'Subtitle', kind: 'textarea' }, ...imageFields, ...button],
  rich_text: [{ ...html, required: true }],
  trainings: [title(), description],
  categories: [title(), description],
  image_text: [title(false), html, ...imageFields],
  call_to_action: [title(), { name: 'text', label: 'Message', kind: 'textarea' }, ...button],
  carousel: [{ name: 'slides', label: 'Slides', kind: 'slides' }],
};

const sortingLabels: Record<(typeof SECTION_SORTINGS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'By title',
  popularity: 'Most popular',
  personalized: 'Personalised for each learner',
};

export const SETTINGS_FIELDS: Record<SectionType, FieldDescriptor[]> = {
  hero: [
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
  ],
  rich_text: [
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
  ],
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
      required: true,
      help: 'Separate the ids with commas.',
      when: { field: 'type', in: ['custom'] },
    },
    {
      name: 'vocabulary',
      label: 'Vocabulary',
      kind: 'text',
      nullable: true,
      required: true,
      help: 'The machine name of the vocabulary, such as topics.',
      when: { field: 'type', in: ['vocabulary'] },
    },
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
    { ...size, when: { field: 'type', in: ['all', 'free', 'vocabulary'] } },
    {
      name: 'layout',
      label: 'Layout',
      kind: 'select',
      choices: [
        { value: 'grid', label: 'Grid' },
        { value: 'carousel', label: 'One scrolling row' },
      ],
    },
  ],
  categories: [
    {
      name: 'vocabulary',
      label: 'Vocabulary',
      kind: 'text',
      required: true,
      help: 'The machine name of the vocabulary, such as topics.',
    },
    {
      name: 'terms',
      label: 'Only these term ids',
      kind: 'ids',
      help: 'Leave empty to show every top-level term.',
    },
    size,
  ],
  image_text: [
    {
      name: 'image_position',
      label: 'Image position',
      kind: 'select',
      choices: [
        { value: 'start', label: 'Before the text' },
        { value: 'end', label: 'After the text' },
      ],
    },
  ],
  call_to_action: [
    {
      name: 'style',
      label: 'Button style',
      kind: 'select',
      choices: [
        { value: 'primary', label: 'Filled' },
        { value: 'secondary', label: 'Outlined' },
      ],
    },
  ],
  carousel: [
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
  { name: 'background_color', label: 'Background colour', kind: 'color', nullable: true },
  { name: 'background_image', label: 'Background image URL', kind: 'image', nullable: true },
  { name: 'text_color', label: 'Text colour', kind: 'color', nullable: true },
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
