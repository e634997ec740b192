import { defineSectionType } from '../definition';
import * as contract from './contract';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { CallToActionSection as View } from './View';

export default defineSectionType({
  type: 'call_to_action',
  label: 'Call to action',
  description: 'A short message with one prominent button.',
  contract,
  ...schema,
  ...fields,
  defaults,
  View,
});
