import { defineSectionType } from '../definition';
import * as contract from './contract';
import { defaults } from './defaults';
import * as fields from './fields';
import { prefetch } from './list';
import * as schema from './schema';
import { CategoriesSection as View } from './View';

export default defineSectionType({
  type: 'categories',
  label: 'Categories',
  description: 'Links to the catalogue by category.',
  contract,
  ...schema,
  ...fields,
  defaults,
  hasOwnPage: true,
  View,
  prefetch,
});
