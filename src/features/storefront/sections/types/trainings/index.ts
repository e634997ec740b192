import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import { contentFields, settingsFields } from './fields';
import { content, settings } from './schema';
import { TrainingsSection as View } from './View';

export default defineSectionType({
  type: 'trainings',
  label: 'Trainings list',
  description: 'Trainings chosen by a rule: all, free, hand-picked or by tag.',
  content,
  settings,
  contentFields,
  settingsFields,
  defaults,
  View,
});
