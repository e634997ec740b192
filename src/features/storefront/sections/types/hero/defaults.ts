import type { SectionOf } from '@/api/storefront-sections';
import { baseData, emptyLink } from '../shared';

export const defaults = (): SectionOf<'hero'>['data'] => ({
  ...baseData(),
  content: { title: '', subtitle: '', image: null, image_alt: '', ...emptyLink() },
  settings: { height: 'medium', alignment: 'start', overlay: true },
});
