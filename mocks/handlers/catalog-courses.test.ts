import { isFullTraining, makeCourseExtra, needsApproval } from '@fixtures/catalog-courses';
import { LEARNER_UID } from '@fixtures/users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrol, getCatalogFacets, getTrainingDetail, leave, recordProgress } from '@/api/catalog';
import { ApiError } from '@/api/errors';
import { getMySubscriptions } from '@/api/subscriptions';
import type { MockDb } from '../db';
import { createMockServer } from '../node';
import { setEnrolment } from './catalog-courses';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

let db: MockDb;
beforeEach(async () => {
  db = mock.useScenario('default', { role: 'learner' });
  // Like the app: a first response sets the XSRF cookie that unsafe calls echo.
  await getTrainingDetail(1);
});

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

/** A training the seeded learner is not enrolled in, that is neither full nor behind approval. */
const openTraining = () => {
  const subscribed = new Set(db.platform.subscriptions.get(LEARNER_UID)?.map((entry) => entry.training.id));
  const training = db.platform.trainings.find(
    (entry) => !subscribed.has(entry.id) && !isFullTraining(entry.id) && !needsApproval(entry.id),
  );
  if (!training) throw new Error('no open training');
  return training.id;
};

describe('the training page', () => {
  it('is the same on every visit, with an outline, instructors and terms', async () => {
    const first = await getTrainingDetail(1);
    expect(first.outline.length).toBeGreaterThan(1);
    expect(first.instructors.length).toBeGreaterThan(0);
    expect(first.terms.map((term) => term.tid)).toEqual(first.tags);
    expect(await getTrainingDetail(1)).toEqual(first);
  });

  it('gives every training an outline that adds up to the duration the catalogue gives it', () => {
    for (const training of db.platform.trainings) {
      const lessons = makeCourseExtra(db.seed, training, db.platform.users).outline.flatMap(
        (module) => module.lessons,
      );
      const minutes = lessons.map((lesson) => lesson.duration_minutes);
      expect(
        minutes.reduce((sum, value) => sum + value, 0),
        training.title,
      ).toBe(training.duration_minutes);
      expect(Math.min(...minutes), training.title).toBeGreaterThan(0);
    }
  });

  it('responds with 404 for an unknown or malformed id', async () => {
    expect((await failure(getTrainingDetail(99999))).status).toBe(404);
    expect((await failure(getTrainingDetail(0))).status).toBe(404);
  });

  it('has no enrolment for visitors, who cannot enrol', async () => {
    mock.useScenario('visitor');
    expect((await getTrainingDetail(1)).enrolment).toBeNull();
    expect((await failure(enrol(1))).status).toBe(401);
  });

  it('agrees with the dashboard for a seeded subscription', async () => {
    const subscription = db.platform.subscriptions.get(LEARNER_UID)?.find((s) => s.status === 'in_progress');
    if (!subscription) throw new Error('no subscription in progress');
    const detail = await getTrainingDetail(subscription.training.id);
    expect(detail.enrolment?.state).toBe('in_progress');
  });

  it('gives every seeded subscription the progress its training page gives, read in either order', async () => {
    const { data: subscriptions } = await getMySubscriptions({ limit: 50 });
    const inProgress = subscriptions.filter((subscription) => subscription.status === 'in_progress');
    expect(inProgress.length).toBeGreaterThan(2);
    for (const subscription of inProgress) {
      const { enrolment } = await getTrainingDetail(subscription.training.id);
      expect(enrolment?.state === 'in_progress' && enrolment.percent, subscription.training.title).toBe(
        subscription.progress,
      );
    }
  });
});

describe('enrolment', () => {
  it('enrols, records progress to completion and leaves; the dashboard follows', async () => {
    const id = openTraining();
    expect((await getTrainingDetail(id)).enrolment).toEqual({ state: 'not_enrolled' });
    const enrolled = await enrol(id);
    expect(enrolled.enrolment?.state).toBe('enrolled');
    expect((await getMySubscriptions({ limit: 50 })).data.some((s) => s.training.id === id)).toBe(true);

    const lessons = enrolled.outline.flatMap((module) => module.lessons);
    const first = lessons[0];
    if (!first) throw new Error('no lesson');
    const started = await recordProgress({ id, lesson: first.id, completed: true });
    expect(started.enrolment).toMatchObject({ state: 'in_progress' });
    expect(started.outline[0]?.lessons[0]?.completed).toBe(true);

    let last = started;
    for (const lesson of lessons.slice(1))
      last = await recordProgress({ id, lesson: lesson.id, completed: true });
    expect(last.enrolment?.state).toBe('completed');
    // It persists for the session.
    expect((await getTrainingDetail(id)).enrolment?.state).toBe('completed');
    const subscription = (await getMySubscriptions({ limit: 50 })).data.find((s) => s.training.id === id);
    expect(subscription).toMatchObject({ status: 'completed', progress: 100 });

    expect((await leave(id)).enrolment).toEqual({ state: 'not_enrolled' });
    expect((await getMySubscriptions({ limit: 50 })).data.some((s) => s.training.id === id)).toBe(false);
  });

  it('sends a request when the training needs approval, which can be withdrawn', async () => {
    const id = db.platform.trainings.find((t) => needsApproval(t.id) && !isFullTraining(t.id))?.id ?? 0;
    setEnrolment(db, LEARNER_UID, id, undefined);
    expect((await enrol(id)).enrolment?.state).toBe('awaiting_approval');
    const refused = await failure(recordProgress({ id, lesson: 1, completed: true }));
    expect(refused.status).toBe(400);
    expect((await leave(id)).enrolment?.state).toBe('not_enrolled');
  });

  it('refuses a full training', async () => {
    const id = db.platform.trainings.find((t) => isFullTraining(t.id))?.id ?? 0;
    setEnrolment(db, LEARNER_UID, id, undefined);
    expect((await getTrainingDetail(id)).enrolment?.state).toBe('full');
    const refused = await failure(enrol(id));
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ message: 'This training is full.' });
  });

  it('puts an unknown lesson on the lesson field', async () => {
    const id = openTraining();
    await enrol(id);
    const refused = await failure(recordProgress({ id, lesson: 1, completed: true }));
    expect(refused.fieldErrors).toMatchObject({ lesson: { type: 'server' } });
  });
});

describe('facets', () => {
  it('count the trainings per term, each vocabulary under the other filters', async () => {
    const facets = await getCatalogFacets({ multilingual: 1 });
    expect(facets.map((facet) => facet.vocabulary)).toEqual(['topics', 'skills', 'levels']);
    const levels = facets.find((facet) => facet.vocabulary === 'levels');
    const total = levels?.terms.reduce((sum, term) => sum + term.count, 0);
    expect(total).toBe(db.platform.trainings.filter((t) => !t.own).length);

    const beginner = levels?.terms.find((term) => term.name === 'Beginner');
    const narrowed = await getCatalogFacets({ multilingual: 1, levels: [beginner?.tid ?? 0] });
    // The level facet still offers the other levels; the topics shrink to beginners' trainings.
    expect(narrowed.find((facet) => facet.vocabulary === 'levels')?.terms).toEqual(levels?.terms);
    const topicsTotal = narrowed
      .find((facet) => facet.vocabulary === 'topics')
      ?.terms.reduce((sum, term) => sum + term.count, 0);
    expect(topicsTotal).toBe(beginner?.count);
  });
});
