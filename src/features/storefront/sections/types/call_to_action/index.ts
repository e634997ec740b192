import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import { contentFields, settingsFields } from './fields';
import { content, settings } from './schema';
import { CallToActionSection as View } from './View';

export default defineSectionType({
  type: 'call_to_action',
  label: 'Call to action',
  description: 'A short message with one prominent button.',
  content,
  settings,
  contentFields,
  settingsFields,
  defaults,
  View,
});
