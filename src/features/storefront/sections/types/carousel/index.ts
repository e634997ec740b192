import { defineSectionType } from '../definition';
import * as contract from './contract';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { CarouselSection as View } from './View';

export default defineSectionType({
  type: 'carousel',
  label: 'Carousel',
  description: 'Slides that visitors browse one at a time.',
  contract,
  ...schema,
  ...fields,
  defaults,
  View,
});
