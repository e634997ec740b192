import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { RichTextSection as View } from './View';

export default defineSectionType({
  type: 'rich_text',
  label: 'Rich text',
  description: 'Formatted text: paragraphs, lists and links.',
  ...schema,
  ...fields,
  defaults,
  View,
});
