import type { SectionOf } from '@/api/storefront-sections';
import { baseData } from '../shared';

export const defaults = (): SectionOf<'image_text'>['data'] => ({
  ...baseData(),
  content: { title: '', html: '', image: null, image_alt: '' },
  settings: { image_position: 'start' },
});
