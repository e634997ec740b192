import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import { contentFields, settingsFields } from './fields';
import { content, settings } from './schema';
import { CarouselSection as View } from './View';

export default defineSectionType({
  type: 'carousel',
  label: 'Carousel',
  description: 'Slides that visitors browse one at a time.',
  content,
  settings,
  contentFields,
  settingsFields,
  defaults,
  View,
});
