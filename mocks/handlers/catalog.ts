import { translate } from '@fixtures/content-i18n/localized';
import { makeNavigation } from '@fixtures/site';
import { http } from 'msw';
import type { SearchResult } from '@/api/search';
import type { Training } from '@/api/trainings';
import type { MockDb } from '../db';
import { contentLanguage, inLanguage, localizedFor } from './content-language';
import {
  type Cookies,
  currentUser,
  errorResponse,
  intList,
  intOr,
  isFlagOn,
  paginate,
  respond,
  roleOf,
} from './http';
import { api, type GetDb } from './types';
import { toUser } from './users';

export const navigationHandlers = (getDb: GetDb) => [
  http.get(api('navigation'), ({ request, cookies }) => {
    const db = getDb();
    const navigation = makeNavigation(roleOf(currentUser(db, cookies)));
    return respond(db, { data: localizedFor(db, request, cookies)(navigation) });
  }),
];

export const organizationsHandlers = (getDb: GetDb) => [
  http.get(api('organizations'), ({ request }) => {
    const db = getDb();
    return respond(db, paginate(db.platform.organizations, new URL(request.url), { defaultLimit: 100 }));
  }),
];

export const taxonomyHandlers = (getDb: GetDb) => [
  http.get(api('taxonomy_terms'), ({ request, cookies }) => {
    const db = getDb();
    const url = new URL(request.url);
    const vocabulary = url.searchParams.get('machine_name');
    if (!vocabulary) return errorResponse(db, 400, 'The machine_name parameter is required.');
    const parentRaw = url.searchParams.get('parent');
    const parent = parentRaw === null || parentRaw === '' ? undefined : intOr(parentRaw, 0);
    const terms = db.platform.taxonomyTerms.filter(
      (term) => term.vocabulary === vocabulary && (parent === undefined || term.parent === parent),
    );
    return respond(db, localizedFor(db, request, cookies)(paginate(terms, url, { defaultLimit: 100 })));
  }),
  http.get(api('vocabularies'), ({ request, cookies }) => {
    const db = getDb();
    return respond(db, { data: localizedFor(db, request, cookies)(db.platform.vocabularies) });
  }),
];

/** Orders of the list; titles sort as the user sees them, in `language`. */
const ORDERS: Record<string, (language: string) => (a: Training, b: Training) => number> = {
  newest: () => (a, b) => b.created.localeCompare(a.created) || a.id - b.id,
  oldest: () => (a, b) => a.created.localeCompare(b.created) || a.id - b.id,
  title: (language) => (a, b) =>
    translate(a.title, language).localeCompare(translate(b.title, language), language) || a.id - b.id,
  // A stable stand-in for enrolment counts.
  popularity: () => (a, b) => ((b.id * 37) % 101) - ((a.id * 37) % 101) || a.id - b.id,
};

export function filterTrainings(db: MockDb, url: URL, cookies: Cookies): Training[] {
  const params = url.searchParams;
  const ids = intList(url, 'id');
  if (ids.length > 0) {
    // A custom list keeps the editor's order.
    return ids.flatMap((id) => db.platform.trainings.find((training) => training.id === id) ?? []);
  }
  const language = currentUser(db, cookies)?.language ?? db.platform.generalSettings.current_language;
  const reading = contentLanguage(db, new Request(url), cookies);
  const text = params.get('s')?.toLowerCase().trim() ?? '';
  // A search finds a training by its stored (English) words and by those of the user's language.
  const searchable = (training: Training) =>
    `${training.title} ${training.summary} ${translate(training.title, reading)} ${translate(training.summary, reading)}`.toLowerCase();
  const tagFilters = db.platform.vocabularies
    .map((vocabulary) => intList(url, vocabulary.taxonomy))
    .filter((tids) => tids.length > 0);
  const list = db.platform.trainings.filter(
    (training) =>
      (isFlagOn(params.get('include_own')) || !training.own) &&
      (isFlagOn(params.get('multilingual')) || training.language === language) &&
      (!isFlagOn(params.get('free')) || training.free) &&
      (text === '' || searchable(training).includes(text)) &&
      tagFilters.every((tids) => tids.some((tid) => training.tags.includes(tid))),
  );
  const order = ORDERS[params.get('order_by') ?? ''];
  return order ? [...list].sort(order(reading)) : list;
}

export const catalogHandlers = (getDb: GetDb) => [
  http.get(api('trainings'), ({ request, cookies }) => {
    const db = getDb();
    const url = new URL(request.url);
    const page = paginate(filterTrainings(db, url, cookies), url, { defaultLimit: 12 });
    return respond(db, localizedFor(db, request, cookies)(page));
  }),
];

export const searchHandlers = (getDb: GetDb) => [
  http.get(api('search'), ({ request, cookies }) => {
    const db = getDb();
    const url = new URL(request.url);
    const text = url.searchParams.get('s')?.toLowerCase().trim() ?? '';
    if (text === '') return respond(db, paginate([], url));
    const signedIn = currentUser(db, cookies) !== undefined;
    const language = contentLanguage(db, request, cookies);
    const matches = (...texts: string[]) =>
      texts.some((item) => `${item} ${translate(item, language)}`.toLowerCase().includes(text));
    const trainings: SearchResult[] = db.platform.trainings
      .filter((training) => matches(training.title, training.summary))
      .map((training) => ({
        id: `training:${training.id}`,
        type: 'training',
        title: training.title,
        url: training.url,
        excerpt: training.summary,
        image: training.image,
      }));
    const people: SearchResult[] = signedIn
      ? db.platform.users
          .filter((user) => user.full_name.toLowerCase().includes(text))
          .map((user) => ({
            id: `user:${user.uid}`,
            type: 'user',
            title: toUser(user).full_name,
            url: `/user/${user.uid}`,
            excerpt: user.job_title ?? '',
            image: user.avatar,
          }))
      : [];
    const { about, contact, privacy_policy, terms_of_use } = db.platform.footer;
    const pages: SearchResult[] = [about, contact, privacy_policy, terms_of_use]
      .filter((link) => matches(link.title))
      .map((link) => ({
        id: `page:${link.url}`,
        type: 'page',
        title: link.title,
        url: link.url,
        excerpt: '',
        image: null,
      }));
    const page = paginate([...trainings, ...pages, ...people], url, { defaultLimit: 10 });
    return respond(db, inLanguage(page, language));
  }),
];
