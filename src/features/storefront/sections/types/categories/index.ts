import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { CategoriesSection as View } from './View';

export default defineSectionType({
  type: 'categories',
  label: 'Categories',
  description: 'Links to the catalogue by category.',
  ...schema,
  ...fields,
  defaults,
  View,
});
