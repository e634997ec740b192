import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope, flagParam, intParam } from './endpoint';
import { countSchema, idSchema, percentSchema, serverDateTimeSchema } from './formats';
import { taxonomyTermSchema } from './taxonomy.schemas';
import { trainingSchema, trainingsQuerySchema } from './trainings.schemas';
import { userSchema } from './users.schemas';
import { LESSON_TYPES } from './values';

const serverDate = serverDateTimeSchema;

export const lessonSchema = z.object({
  id: idSchema,
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  duration_minutes: countSchema.check(z.describe('Length in minutes')),
  completed: z
    .boolean()
    .check(z.describe('Whether the current learner marked it done; false for anyone not enrolled')),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const moduleSchema = z.object({
  id: idSchema,
  title: z.string(),
  lessons: z.array(lessonSchema),
});
export type CourseModule = z.infer<typeof moduleSchema>;

export const instructorSchema = z.object({
  uid: userSchema.shape.uid,
  full_name: userSchema.shape.full_name,
  avatar: userSchema.shape.avatar,
  job_title: z.nullable(z.string()),
});
export type Instructor = z.infer<typeof instructorSchema>;

/**
 * The current learner's place in a training. `full` and `awaiting_approval` are
 * states of someone not (yet) enrolled: no seat left, or a request a manager has
 * still to approve.
 */
export const enrolmentSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('not_enrolled') }),
  z.object({ state: z.literal('enrolled'), enrolled: serverDate }),
  z.object({
    state: z.literal('in_progress'),
    enrolled: serverDate,
    percent: percentSchema.check(z.describe('Share of lessons done, 0 to 100')),
  }),
  z.object({ state: z.literal('completed'), enrolled: serverDate, completed: serverDate }),
  z.object({ state: z.literal('full') }),
  z.object({ state: z.literal('awaiting_approval'), requested: serverDate }),
]);
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const trainingDetailSchema = z.extend(trainingSchema, {
  /** Server HTML: rendered only through the sanitising component. */
  description: z.string(),
  outline: z.array(moduleSchema),
  instructors: z.array(instructorSchema),
  /** The terms behind `tags`, with their names and vocabularies. */
  terms: z.array(z.pick(taxonomyTermSchema, { tid: true, name: true, vocabulary: true })),
  /** Enrolling sends a request a manager approves. */
  approval_required: z.boolean(),
  /** `capacity` null means unlimited. */
  seats: z.object({
    capacity: z
      .nullable(z.int().check(z.positive()))
      .check(z.meta({ description: 'Seats in all; null: unlimited', examples: [24] })),
    taken: countSchema,
  }),
  /** null for visitors: they sign in to enrol. */
  enrolment: z.nullable(enrolmentSchema),
});
export type TrainingDetail = z.infer<typeof trainingDetailSchema>;
export const trainingDetailResponseSchema = envelope(trainingDetailSchema);

export const facetSchema = z.object({
  /** The vocabulary's machine name: also the query key its term ids go under. */
  vocabulary: z.string(),
  name: z.string(),
  /**
   * Terms with at least one training, counted under every other active filter
   * (not this vocabulary's own), so picking a second term shows what it adds.
   */
  terms: z.array(
    z.object({
      tid: idSchema,
      name: z.string(),
      count: countSchema.check(z.describe('Trainings with this term under the other filters')),
    }),
  ),
});
export type Facet = z.infer<typeof facetSchema>;
export const facetsResponseSchema = envelope(z.array(facetSchema));

export const progressBodySchema = z.object({
  lesson: intParam,
  /** 1 marks the lesson done, 0 undoes it. */
  completed: flagParam,
});

export const catalogEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'catalog/facets',
    group: 'courses',
    summary:
      'Facets of the catalogue: per vocabulary, the terms with their training counts under the same filters as GET trainings',
    visitors: true,
    query: trainingsQuerySchema,
    response: facetsResponseSchema,
    example: { query: { include_own: 1, multilingual: 1 } },
  }),
  endpoint({
    method: 'GET',
    path: 'trainings/{id}',
    group: 'courses',
    summary:
      "One training: description (server HTML), outline, instructors, terms, seats and the current user's enrolment (null for visitors); 404 when unknown",
    visitors: true,
    response: trainingDetailResponseSchema,
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'POST',
    path: 'trainings/{id}/enrolment',
    group: 'enrolments',
    summary:
      'Enrol the current user: enrolled, or awaiting_approval when the training needs approval; 400 with a message when it is full; responds with the training',
    response: trainingDetailResponseSchema,
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'DELETE',
    path: 'trainings/{id}/enrolment',
    group: 'enrolments',
    summary:
      'Leave the training, or withdraw a request awaiting approval; progress is dropped; responds with the training',
    response: trainingDetailResponseSchema,
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'POST',
    path: 'trainings/{id}/progress',
    group: 'enrolments',
    summary:
      'Mark a lesson done (completed=1) or not (completed=0); the enrolment moves to in_progress, or completed once every lesson is done; responds with the training',
    body: progressBodySchema,
    response: trainingDetailResponseSchema,
    fieldErrors: true,
    example: { params: { id: 1 } },
  }),
];
