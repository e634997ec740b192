import { type CourseExtra, type EnrolmentRecord, makeCourseExtra } from '@fixtures/catalog-courses';
import type { MockUser } from '@fixtures/users';
import { http } from 'msw';
import type { Enrolment, Facet, TrainingDetail } from '@/api/catalog';
import type { Training } from '@/api/trainings';
import { formatServerDate } from '@/lib/server-date';
import type { MockDb } from '../db';
import { filterTrainings } from './catalog';
import { localizedFor, messagesFor } from './content-language';
import {
  type Cookies,
  currentUser,
  errorResponse,
  fieldErrorResponse,
  intList,
  notFound,
  paginate,
  readForm,
  respond,
  unauthorized,
} from './http';
import { api, type GetDb } from './types';

/** Write timestamps: one second apart from the reference date, so stories stay deterministic. */
function stamp(db: MockDb): string {
  db.courses.clock += 1000;
  return formatServerDate(new Date(db.courses.clock));
}

const findTraining = (db: MockDb, raw: unknown): Training | undefined => {
  const id = typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : Number.NaN;
  return db.platform.trainings.find((training) => training.id === id);
};

export function courseExtra(db: MockDb, training: Training): CourseExtra {
  let extra = db.courses.details.get(training.id);
  if (!extra) {
    extra = makeCourseExtra(db.seed, training, db.platform.users);
    db.courses.details.set(training.id, extra);
  }
  return extra;
}

const lessonIds = (extra: CourseExtra) => extra.outline.flatMap((module) => module.lessons.map((l) => l.id));
export const enrolmentKey = (uid: number, trainingId: number) => `${uid}:${trainingId}`;

/**
 * The learner's enrolment. A seeded subscription (the dashboard's "my trainings")
 * counts as one, so both screens tell the same story.
 */
export function enrolmentRecord(db: MockDb, uid: number, training: Training): EnrolmentRecord | undefined {
  const key = enrolmentKey(uid, training.id);
  const stored = db.courses.enrolments.get(key);
  if (stored) return stored;
  const subscription = db.platform.subscriptions.get(uid)?.find((entry) => entry.training.id === training.id);
  if (!subscription) return undefined;
  const extra = courseExtra(db, training);
  const lessons = lessonIds(extra);
  const done =
    subscription.status === 'completed'
      ? lessons.length
      : subscription.status === 'in_progress'
        ? Math.min(
            Math.max(Math.round((subscription.progress / 100) * lessons.length), 1),
            lessons.length - 1,
          )
        : 0;
  const record: EnrolmentRecord = {
    status: 'enrolled',
    enrolled: subscription.last_accessed ?? formatServerDate(new Date(db.courses.clock)),
    completedLessons: lessons.slice(0, done),
    completed: subscription.status === 'completed' ? (subscription.last_accessed ?? undefined) : undefined,
  };
  db.courses.enrolments.set(key, record);
  // The seed's percentage became whole lessons: the subscription says the share they make.
  subscription.progress = percentOf(record, extra);
  return record;
}

/** Sets a learner's enrolment outright (stories and tests). */
export function setEnrolment(
  db: MockDb,
  uid: number,
  trainingId: number,
  record: (EnrolmentRecord & { lessonsDone?: number }) | undefined,
): void {
  const training = db.platform.trainings.find((entry) => entry.id === trainingId);
  if (!training) throw new Error(`No training ${trainingId}`);
  const list = db.platform.subscriptions.get(uid) ?? [];
  db.platform.subscriptions.set(
    uid,
    list.filter((entry) => entry.training.id !== trainingId),
  );
  if (!record) {
    db.courses.enrolments.delete(enrolmentKey(uid, trainingId));
    return;
  }
  const { lessonsDone, ...rest } = record;
  const completedLessons =
    lessonsDone === undefined
      ? rest.completedLessons
      : lessonIds(courseExtra(db, training)).slice(0, lessonsDone);
  db.courses.enrolments.set(enrolmentKey(uid, trainingId), { ...rest, completedLessons });
  syncSubscription(db, uid, training);
}

const percentOf = (record: EnrolmentRecord, extra: CourseExtra) => {
  const total = lessonIds(extra).length;
  return total === 0 ? 0 : Math.round((record.completedLessons.length / total) * 100);
};

const enrolledCount = (db: MockDb, trainingId: number) =>
  [...db.courses.enrolments.entries()].filter(
    ([key, record]) => key.endsWith(`:${trainingId}`) && record.status === 'enrolled',
  ).length;

function seatsOf(db: MockDb, training: Training, extra: CourseExtra) {
  const taken = extra.taken + enrolledCount(db, training.id);
  return {
    capacity: extra.capacity,
    taken: extra.capacity === null ? taken : Math.min(taken, extra.capacity),
  };
}

function toEnrolment(db: MockDb, user: MockUser | undefined, training: Training): Enrolment | null {
  if (!user) return null;
  const extra = courseExtra(db, training);
  const record = enrolmentRecord(db, user.uid, training);
  if (!record) {
    const { capacity, taken } = seatsOf(db, training, extra);
    return capacity !== null && taken >= capacity ? { state: 'full' } : { state: 'not_enrolled' };
  }
  if (record.status === 'awaiting_approval') {
    return { state: 'awaiting_approval', requested: record.requested ?? record.enrolled };
  }
  if (record.completed) return { state: 'completed', enrolled: record.enrolled, completed: record.completed };
  if (record.completedLessons.length > 0) {
    return { state: 'in_progress', enrolled: record.enrolled, percent: percentOf(record, extra) };
  }
  return { state: 'enrolled', enrolled: record.enrolled };
}

export function toTrainingDetail(db: MockDb, user: MockUser | undefined, training: Training): TrainingDetail {
  const extra = courseExtra(db, training);
  const record = user ? enrolmentRecord(db, user.uid, training) : undefined;
  const done = new Set(record?.status === 'enrolled' ? record.completedLessons : []);
  return {
    ...training,
    description: extra.description,
    outline: extra.outline.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({ ...lesson, completed: done.has(lesson.id) })),
    })),
    instructors: extra.instructorUids.flatMap((uid) => {
      const person = db.platform.users.find((entry) => entry.uid === uid);
      return person
        ? [
            {
              uid: person.uid,
              full_name: person.full_name,
              avatar: person.avatar,
              job_title: person.job_title ?? null,
            },
          ]
        : [];
    }),
    terms: training.tags.flatMap((tid) => {
      const term = db.platform.taxonomyTerms.find((entry) => entry.tid === tid);
      return term ? [{ tid: term.tid, name: term.name, vocabulary: term.vocabulary }] : [];
    }),
    approval_required: extra.approval_required,
    seats: seatsOf(db, training, extra),
    enrolment: toEnrolment(db, user, training),
  };
}

/** The dashboard's subscriptions follow the enrolment: status, progress and last access. */
function syncSubscription(db: MockDb, uid: number, training: Training): void {
  const list = db.platform.subscriptions.get(uid) ?? [];
  const record = db.courses.enrolments.get(enrolmentKey(uid, training.id));
  const others = list.filter((entry) => entry.training.id !== training.id);
  if (record?.status !== 'enrolled') {
    db.platform.subscriptions.set(uid, others);
    return;
  }
  const existing = list.find((entry) => entry.training.id === training.id);
  const progress = percentOf(record, courseExtra(db, training));
  const nextId = Math.max(0, ...[...db.platform.subscriptions.values()].flat().map((entry) => entry.id)) + 1;
  db.platform.subscriptions.set(uid, [
    ...others,
    {
      id: existing?.id ?? nextId,
      training: { id: training.id, title: training.title, image: training.image, url: training.url },
      status: record.completed ? 'completed' : progress > 0 ? 'in_progress' : 'not_started',
      progress: record.completed ? 100 : progress,
      last_accessed: formatServerDate(new Date(db.courses.clock)),
    },
  ]);
}

/**
 * Per vocabulary, its terms counted over the trainings the other filters leave
 * (disjunctive facets: a term's count is what picking it would add).
 */
function facetsFor(db: MockDb, url: URL, cookies: Cookies): Facet[] {
  return db.platform.vocabularies.map((vocabulary) => {
    const without = new URL(url);
    without.searchParams.delete(`${vocabulary.taxonomy}[]`);
    without.searchParams.delete(vocabulary.taxonomy);
    without.searchParams.delete('page');
    const counts = new Map<number, number>();
    for (const training of filterTrainings(db, without, cookies)) {
      for (const tid of training.tags) counts.set(tid, (counts.get(tid) ?? 0) + 1);
    }
    // A chosen term stays listed at 0, so it can still be unticked.
    const chosen = intList(url, vocabulary.taxonomy);
    const terms = db.platform.taxonomyTerms
      .filter(
        (term) =>
          term.vocabulary === vocabulary.taxonomy &&
          ((counts.get(term.tid) ?? 0) > 0 || chosen.includes(term.tid)),
      )
      .map((term) => ({ tid: term.tid, name: term.name, count: counts.get(term.tid) ?? 0 }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return { vocabulary: vocabulary.taxonomy, name: vocabulary.name, terms };
  });
}

/** GET trainings/{id} and the catalogue's facets. */
export const coursesHandlers = (getDb: GetDb) => [
  http.get(api('catalog/facets'), ({ request, cookies }) => {
    const db = getDb();
    return respond(db, {
      data: localizedFor(db, request, cookies)(facetsFor(db, new URL(request.url), cookies)),
    });
  }),
  http.get(api('trainings/:id'), ({ request, params, cookies }) => {
    const db = getDb();
    const training = findTraining(db, params.id);
    if (!training) return notFound(db);
    const detail = toTrainingDetail(db, currentUser(db, cookies), training);
    return respond(db, { data: localizedFor(db, request, cookies)(detail) });
  }),
];

/** Enrol, leave and record progress; everything persists in the database for the session. */
export const enrolmentsHandlers = (getDb: GetDb) => [
  http.post(api('trainings/:id/enrolment'), ({ request, params, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const training = findTraining(db, params.id);
    if (!training) return notFound(db);
    if (!enrolmentRecord(db, user.uid, training)) {
      const enrolment = toEnrolment(db, user, training);
      if (enrolment?.state === 'full')
        return errorResponse(db, 400, messagesFor(db, request, cookies).say('This training is full.'));
      const now = stamp(db);
      const waits = courseExtra(db, training).approval_required;
      db.courses.enrolments.set(enrolmentKey(user.uid, training.id), {
        status: waits ? 'awaiting_approval' : 'enrolled',
        enrolled: now,
        requested: waits ? now : undefined,
        completedLessons: [],
      });
      syncSubscription(db, user.uid, training);
    }
    return respond(db, { data: localizedFor(db, request, cookies)(toTrainingDetail(db, user, training)) });
  }),
  http.delete(api('trainings/:id/enrolment'), ({ request, params, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const training = findTraining(db, params.id);
    if (!training) return notFound(db);
    // Reading it first turns a seeded subscription into a record, so leaving drops both.
    enrolmentRecord(db, user.uid, training);
    db.courses.enrolments.delete(enrolmentKey(user.uid, training.id));
    stamp(db);
    syncSubscription(db, user.uid, training);
    return respond(db, { data: localizedFor(db, request, cookies)(toTrainingDetail(db, user, training)) });
  }),
  http.post(api('trainings/:id/progress'), async ({ params, cookies, request }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const training = findTraining(db, params.id);
    if (!training) return notFound(db);
    const record = enrolmentRecord(db, user.uid, training);
    if (record?.status !== 'enrolled') {
      return errorResponse(db, 400, 'Enrol in this training first.');
    }
    const form = await readForm(request);
    const lesson = Number(form.get('lesson'));
    const lessons = lessonIds(courseExtra(db, training));
    if (!lessons.includes(lesson)) {
      return fieldErrorResponse(db, [
        { path: 'lesson', message: 'This lesson is not part of the training.' },
      ]);
    }
    const done = new Set(record.completedLessons);
    if (form.get('completed') === '1' || form.get('completed') === 'true') done.add(lesson);
    else done.delete(lesson);
    record.completedLessons = lessons.filter((id) => done.has(id));
    const now = stamp(db);
    record.completed =
      record.completedLessons.length === lessons.length ? (record.completed ?? now) : undefined;
    syncSubscription(db, user.uid, training);
    return respond(db, { data: localizedFor(db, request, cookies)(toTrainingDetail(db, user, training)) });
  }),
];

/**
 * A learner's subscriptions, each made an enrolment first (`enrolmentRecord`), so that the progress
 * the dashboard shows is the one the training's page shows.
 */
function subscriptionsOf(db: MockDb, uid: number) {
  const list = db.platform.subscriptions.get(uid) ?? [];
  for (const { training } of list) {
    const found = db.platform.trainings.find((candidate) => candidate.id === training.id);
    if (found) enrolmentRecord(db, uid, found);
  }
  return list;
}

export const subscriptionsHandlers = (getDb: GetDb) => [
  http.get(api('subscriptions'), ({ request, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const list = subscriptionsOf(db, user.uid)
      .filter((subscription) => !status || subscription.status === status)
      .sort((a, b) => (b.last_accessed ?? '').localeCompare(a.last_accessed ?? ''));
    return respond(db, localizedFor(db, request, cookies)(paginate(list, url, { defaultLimit: 10 })));
  }),
];
