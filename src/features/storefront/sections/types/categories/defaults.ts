import type { SectionOf } from '@/api/storefront-sections';
import { baseData } from '../shared';

export const defaults = (): SectionOf<'categories'>['data'] => ({
  ...baseData(),
  content: { title: '', description: '' },
  settings: { vocabulary: 'topics', terms: [], size: 8 },
});
