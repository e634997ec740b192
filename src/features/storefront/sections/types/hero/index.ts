import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import { contentFields, settingsFields } from './fields';
import { content, settings } from './schema';
import { HeroSection as View } from './View';

export default defineSectionType({
  type: 'hero',
  label: 'Hero banner',
  description: 'A large title over a colour or image, with an optional button.',
  content,
  settings,
  contentFields,
  settingsFields,
  defaults,
  View,
});
