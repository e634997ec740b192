import type { SectionOf } from '@/api/storefront-sections';
import { baseData } from '../shared';

export const defaults = (): SectionOf<'trainings'>['data'] => ({
  ...baseData(),
  content: { title: '', description: '' },
  settings: {
    type: 'all',
    sorting: 'newest',
    size: 8,
    trainings: [],
    vocabulary: null,
    tags: [],
    layout: 'grid',
  },
});
