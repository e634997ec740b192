import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { CarouselSection as View } from './View';

export default defineSectionType({
  type: 'carousel',
  label: 'Carousel',
  description: 'Slides that visitors browse one at a time.',
  ...schema,
  ...fields,
  defaults,
  View,
});
