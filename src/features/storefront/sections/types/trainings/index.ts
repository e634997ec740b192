import { defineSectionType } from '../definition';
import { defaults } from './defaults';
import * as fields from './fields';
import * as schema from './schema';
import { TrainingsSection as View } from './View';

export default defineSectionType({
  type: 'trainings',
  label: 'Trainings list',
  description: 'Trainings chosen by a rule: all, free, hand-picked or by tag.',
  ...schema,
  ...fields,
  defaults,
  View,
});
