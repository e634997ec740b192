import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { ImageTextSection as View } from './View';

export default defineSectionType({
  type: 'image_text',
  label: 'Image and text',
  description: 'An image beside a block of text.',
  ...schema,
  ...fields,
  defaults,
  View,
});
