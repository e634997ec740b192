import type { SectionDataOf } from '../definition';
import { baseData } from '../shared';
import type * as contract from './contract';

export const defaults = (): SectionDataOf<typeof contract> => ({
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
