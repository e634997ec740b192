import { defineSectionType } from '../definition';
import * as contract from './contract';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { RichTextSection as View } from './View';

export default defineSectionType({
  type: 'rich_text',
  label: 'Rich text',
  description: 'Formatted text: paragraphs, lists and links.',
  contract,
  ...schema,
  ...fields,
  defaults,
  View,
});
