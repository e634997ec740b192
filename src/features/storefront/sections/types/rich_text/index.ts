import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import { contentFields, settingsFields } from './fields';
import { content, settings } from './schema';
import { RichTextSection as View } from './View';

export default defineSectionType({
  type: 'rich_text',
  label: 'Rich text',
  description: 'Formatted text: paragraphs, lists and links.',
  content,
  settings,
  contentFields,
  settingsFields,
  defaults,
  View,
});
