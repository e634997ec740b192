import { taxonomyTermsQueryOptions } from '@/api/taxonomy';
import { sectionList } from '../shared';
import { settings as settingsSchema } from './schema';

/** The top-level terms of the section's vocabulary. */
export const { queryOf: categoriesQueryOf, prefetch } = sectionList(settingsSchema, (settings) =>
  taxonomyTermsQueryOptions({ machine_name: settings.vocabulary, parent: 0 }),
);
