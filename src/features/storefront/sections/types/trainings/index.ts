import { defineSectionType } from '../definition';
import * as contract from './contract';
import { defaults } from './defaults';
import * as fields from './fields';
import { prefetch } from './list';
import * as schema from './schema';
import { TrainingsSection as View } from './View';

export default defineSectionType({
  type: 'trainings',
  label: 'Trainings list',
  description: 'Trainings chosen by a rule: all, free, hand-picked or by tag.',
  contract,
  ...schema,
  ...fields,
  defaults,
  hasOwnPage: true,
  View,
  prefetch,
});
