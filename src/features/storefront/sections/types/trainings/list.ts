import { toSectionTrainingsQuery, trainingsQueryOptions } from '@/api/trainings';
import { sectionList } from '../shared';
import { settings as settingsSchema } from './schema';

/** The trainings a section's settings choose (docs/product.md §7, section list query). */
export const { queryOf: trainingsQueryOf, prefetch } = sectionList(settingsSchema, (settings) =>
  trainingsQueryOptions(
    toSectionTrainingsQuery({ ...settings, vocabulary: settings.vocabulary ?? undefined }),
  ),
);
