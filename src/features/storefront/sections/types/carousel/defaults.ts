import type { SectionOf } from '@/api/storefront-sections';
import { baseData } from '../shared';

export const defaults = (): SectionOf<'carousel'>['data'] => ({
  ...baseData(),
  content: { slides: [] },
  settings: { autoplay: false, interval: 6 },
});
