import type { SectionDataOf } from '../definition';
import { baseData } from '../shared';
import type * as contract from './contract';

export const defaults = (): SectionDataOf<typeof contract> => ({
  ...baseData(),
  content: { slides: [] },
  settings: { autoplay: false, interval: 6 },
});
