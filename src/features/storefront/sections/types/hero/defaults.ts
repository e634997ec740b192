import type { SectionDataOf } from '../definition';
import { baseData, emptyLink } from '../shared';
import type * as contract from './contract';

export const defaults = (): SectionDataOf<typeof contract> => ({
  ...baseData(),
  content: { title: '', subtitle: '', image: null, image_alt: '', ...emptyLink() },
  settings: { height: 'medium', alignment: 'start', overlay: true },
});
