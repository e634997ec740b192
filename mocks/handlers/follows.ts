import { http } from 'msw';
import type { Follow, FollowType } from '@/api/follows';
import { formatServerDate } from '@/lib/server-date';
import type { MockDb } from '../db';
import { localizedFor } from './content-language';
import { currentUser, errorResponse, notFound, readForm, respond, unauthorized } from './http';
import { api, type GetDb } from './types';

/**
 * Follows per user, kept beside the database they belong to (a fresh database, a fresh set).
 * Everyone starts following their first two subscribed trainings and two categories, so the page
 * has something to show on every seed.
 */
const STATE = new WeakMap<MockDb, { next: number; byUser: Map<number, Follow[]> }>();

function stateOf(db: MockDb) {
  let state = STATE.get(db);
  if (!state) {
    state = { next: 1, byUser: new Map() };
    STATE.set(db, state);
  }
  return state;
}

function target(db: MockDb, type: FollowType, id: number): Pick<Follow, 'title' | 'url'> | undefined {
  if (type === 'training') {
    const training = db.platform.trainings.find((candidate) => candidate.id === id);
    return training && { title: training.title, url: `/course/${training.id}` };
  }
  const term = db.platform.taxonomyTerms.find((candidate) => candidate.tid === id);
  return (
    term && {
      title: term.name,
      url: `/catalog?${new URLSearchParams({ [term.vocabulary]: String(term.tid) })}`,
    }
  );
}

function add(
  db: MockDb,
  uid: number,
  type: FollowType,
  targetId: number,
  created: string,
): Follow | undefined {
  const state = stateOf(db);
  const list = followsOf(db, uid);
  const existing = list.find((entry) => entry.type === type && entry.target_id === targetId);
  if (existing) return existing;
  const found = target(db, type, targetId);
  if (!found) return undefined;
  const entry: Follow = { id: state.next++, type, target_id: targetId, ...found, created };
  list.unshift(entry);
  return entry;
}

function followsOf(db: MockDb, uid: number): Follow[] {
  const state = stateOf(db);
  let list = state.byUser.get(uid);
  if (!list) {
    list = [];
    state.byUser.set(uid, list);
    const seedDate = formatServerDate(new Date(db.courses.clock));
    const trainings = (db.platform.subscriptions.get(uid) ?? [])
      .slice(0, 2)
      .map((entry) => entry.training.id);
    const terms = db.platform.taxonomyTerms.filter((term) => term.parent === 0).slice(0, 2);
    for (const term of terms) add(db, uid, 'category', term.tid, seedDate);
    for (const id of trainings) add(db, uid, 'training', id, seedDate);
  }
  return list;
}

export const followsHandlers = (getDb: GetDb) => [
  http.get(api('follows'), ({ request, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    return respond(db, { data: localizedFor(db, request, cookies)(followsOf(db, user.uid)) });
  }),
  http.post(api('follows'), async ({ request, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const form = await readForm(request);
    const type = form.get('type');
    const id = Number(form.get('target_id'));
    if ((type !== 'training' && type !== 'category') || !Number.isInteger(id))
      return errorResponse(db, 400, 'Unknown training or category.');
    db.courses.clock += 1000;
    const entry = add(db, user.uid, type, id, formatServerDate(new Date(db.courses.clock)));
    if (!entry) return errorResponse(db, 400, 'Unknown training or category.');
    return respond(db, { data: entry });
  }),
  http.delete(api('follows/:id'), ({ params, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const list = followsOf(db, user.uid);
    const index = list.findIndex((entry) => String(entry.id) === params.id);
    if (index < 0) return notFound(db);
    list.splice(index, 1);
    return respond(db, undefined);
  }),
];
