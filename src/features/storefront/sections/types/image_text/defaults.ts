import type { SectionDataOf } from '../definition';
import { baseData } from '../shared';
import type * as contract from './contract';

export const defaults = (): SectionDataOf<typeof contract> => ({
  ...baseData(),
  content: { title: '', html: '', image: null, image_alt: '' },
  settings: { image_position: 'start' },
});
