import { defineSectionType } from '../definition';
import * as contract from './contract';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { ImageTextSection as View } from './View';

export default defineSectionType({
  type: 'image_text',
  label: 'Image and text',
  description: 'An image beside a block of text.',
  contract,
  ...schema,
  ...fields,
  defaults,
  View,
});
