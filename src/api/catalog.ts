import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Facet, TrainingDetail } from './catalog.schemas';
import { lazySchemas, requestParsed } from './client';
import type { Encodable } from './encode';
import { keys } from './keys';
import type { TrainingsQuery } from './trainings';
import { LESSON_TYPES } from './values';

export type {
  CourseModule,
  Enrolment,
  Facet,
  Instructor,
  Lesson,
  TrainingDetail,
} from './catalog.schemas';

/*
 * The training page and the catalogue's facets (docs/architecture.md, "Catalogue";
 * src/features/catalog/README.md). Shaped after what Open edX, Moodle and Docebo show on
 * a course page: an outline of modules and lessons with durations, the instructors, the
 * terms, and the learner's own enrolment with its progress.
 */

export { LESSON_TYPES };

const schema = lazySchemas(() => import('./catalog.schemas'));

export type LessonType = (typeof LESSON_TYPES)[number];

export const ENROLMENT_STATES = [
  'not_enrolled',
  'enrolled',
  'in_progress',
  'completed',
  'full',
  'awaiting_approval',
] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

export const getTrainingDetail = async (id: number, signal?: AbortSignal): Promise<TrainingDetail> =>
  (await requestParsed(schema('trainingDetailResponseSchema'), `trainings/${id}`, { signal })).data;

export const getCatalogFacets = async (query: TrainingsQuery, signal?: AbortSignal): Promise<Facet[]> =>
  (
    await requestParsed(schema('facetsResponseSchema'), 'catalog/facets', {
      query: query as Encodable,
      signal,
    })
  ).data;

export const enrol = async (id: number): Promise<TrainingDetail> =>
  (
    await requestParsed(schema('trainingDetailResponseSchema'), `trainings/${id}/enrolment`, {
      method: 'POST',
    })
  ).data;

export const leave = async (id: number): Promise<TrainingDetail> =>
  (
    await requestParsed(schema('trainingDetailResponseSchema'), `trainings/${id}/enrolment`, {
      method: 'DELETE',
    })
  ).data;

/** A lesson of training `id` marked done or not done. */
export interface LessonProgress {
  id: number;
  lesson: number;
  completed: boolean;
}

export const recordProgress = async ({ id, lesson, completed }: LessonProgress): Promise<TrainingDetail> =>
  (
    await requestParsed(schema('trainingDetailResponseSchema'), `trainings/${id}/progress`, {
      method: 'POST',
      body: { lesson, completed },
    })
  ).data;

export const trainingDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.catalog.training(id),
    queryFn: ({ signal }) => getTrainingDetail(id, signal),
  });

export const catalogFacetsQueryOptions = (query: TrainingsQuery) =>
  queryOptions({
    queryKey: keys.catalog.facets(query),
    queryFn: ({ signal }) => getCatalogFacets(query, signal),
  });

/**
 * An enrolment change responds with the whole training: the page takes it as is,
 * and the learner's subscriptions (dashboard) are fetched again.
 */
const afterEnrolmentChange = (queryClient: QueryClient, training: TrainingDetail) => {
  queryClient.setQueryData(keys.catalog.training(training.id), training);
  return queryClient.invalidateQueries({ queryKey: keys.subscriptions.all });
};

export const enrolMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.catalog.all, 'enrol'],
    mutationFn: enrol,
    onSuccess: (training) => afterEnrolmentChange(queryClient, training),
  });

export const leaveMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.catalog.all, 'leave'],
    mutationFn: leave,
    onSuccess: (training) => afterEnrolmentChange(queryClient, training),
  });

/** The key of the progress saves of training `id`, for `useMutationState`. */
export const progressMutationKey = (id: number) => [...keys.catalog.all, 'progress', id];

export const progressMutationOptions = (queryClient: QueryClient, id: number) =>
  mutationOptions({
    mutationKey: progressMutationKey(id),
    // A training's lessons are saved one after another, in the order pressed (TanStack Query's
    // mutation scope): each response then holds every earlier change, and the last one is the truth.
    scope: { id: `progress-${id}` },
    mutationFn: recordProgress,
    onSuccess: (training) => afterEnrolmentChange(queryClient, training),
  });
