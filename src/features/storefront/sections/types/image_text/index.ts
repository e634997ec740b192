import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import { contentFields, settingsFields } from './fields';
import { content, settings } from './schema';
import { ImageTextSection as View } from './View';

export default defineSectionType({
  type: 'image_text',
  label: 'Image and text',
  description: 'An image beside a block of text.',
  content,
  settings,
  contentFields,
  settingsFields,
  defaults,
  View,
});
