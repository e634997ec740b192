import { defineSectionType } from '../definition';
import * as contract from './contract';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { HeroSection as View } from './View';

export default defineSectionType({
  type: 'hero',
  label: 'Hero banner',
  description: 'A large title over a colour or image, with an optional button.',
  contract,
  ...schema,
  ...fields,
  defaults,
  View,
});
