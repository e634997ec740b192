import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { CallToActionSection as View } from './View';

export default defineSectionType({
  type: 'call_to_action',
  label: 'Call to action',
  description: 'A short message with one prominent button.',
  ...schema,
  ...fields,
  defaults,
  View,
});
