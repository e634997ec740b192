import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import { contentFields, settingsFields } from './fields';
import { content, settings } from './schema';
import { CategoriesSection as View } from './View';

export default defineSectionType({
  type: 'categories',
  label: 'Categories',
  description: 'Links to the catalogue by category.',
  content,
  settings,
  contentFields,
  settingsFields,
  defaults,
  View,
});
