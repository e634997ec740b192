import type { MockUser } from '@fixtures/users';
import { http } from 'msw';
import type { Profile } from '@/api/users';
import type { Translator } from '@/i18n/format';
import type { MockDb } from '../db';
import { messagesFor } from './content-language';
import {
  currentUser,
  fieldErrorResponse,
  forbidden,
  intOr,
  notFound,
  paginate,
  readForm,
  respond,
  roleOf,
  unauthorized,
} from './http';
import { api, type GetDb } from './types';

const toUser = ({ uid, full_name, first_name, last_name, avatar }: MockUser) => ({
  uid,
  full_name,
  first_name,
  last_name,
  avatar,
});

export const toProfile = (user: MockUser): Profile => {
  const { name: _name, pass: _pass, ...profile } = user;
  return profile;
};

const EDITABLE = ['first_name', 'last_name', 'mail', 'language', 'timezone', 'job_title'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The profile's field errors, in the request's language (`say`, from messagesFor). */
function validateProfile(
  db: MockDb,
  user: MockUser,
  changes: Partial<Record<(typeof EDITABLE)[number], string>>,
  say: Translator['t'],
) {
  const messages: { path: string; message: string }[] = [];
  if (changes.first_name !== undefined && changes.first_name.trim() === '')
    messages.push({ path: 'first_name', message: say('First name field is required.') });
  if (changes.last_name !== undefined && changes.last_name.trim() === '')
    messages.push({ path: 'last_name', message: say('Last name field is required.') });
  if (changes.mail !== undefined) {
    if (!EMAIL.test(changes.mail))
      messages.push({ path: 'mail', message: say('Enter a valid e-mail address.') });
    else if (db.platform.users.some((other) => other.uid !== user.uid && other.mail === changes.mail))
      messages.push({
        path: 'mail',
        message: say('The e-mail address @mail is already taken.', { '@mail': changes.mail }),
      });
  }
  if (changes.language !== undefined && !db.platform.languages.some((l) => l.langcode === changes.language))
    messages.push({ path: 'language', message: say('The language is not available.') });
  if (
    changes.timezone !== undefined &&
    !Intl.supportedValuesOf('timeZone').concat('UTC').includes(changes.timezone)
  )
    messages.push({ path: 'timezone', message: say('The time zone is not valid.') });
  return messages;
}

export const usersHandlers = (getDb: GetDb) => [
  http.get(api('users'), ({ request, cookies }) => {
    const db = getDb();
    if (!currentUser(db, cookies)) return unauthorized(db);
    const url = new URL(request.url);
    const name = url.searchParams.get('name')?.toLowerCase().trim() ?? '';
    const organization = intOr(url.searchParams.get('organization'), 0);
    const orgName = db.platform.organizations.find((org) => org.id === organization)?.name;
    const role = url.searchParams.get('role') ?? '';
    const matches = db.platform.users.filter(
      (user) =>
        (name === '' ||
          user.full_name.toLowerCase().includes(name) ||
          user.mail.toLowerCase().includes(name)) &&
        (!organization || user.organization === orgName) &&
        (role === '' || user.roles.includes(role)),
    );
    const page = paginate(matches, url);
    return respond(db, { data: page.data.map(toUser), meta: page.meta });
  }),
  http.get(api('users/:uid'), ({ params, cookies }) => {
    const db = getDb();
    const me = currentUser(db, cookies);
    if (!me) return unauthorized(db);
    const user = db.platform.users.find((candidate) => candidate.uid === Number(params.uid));
    if (!user) return notFound(db);
    // A profile holds an e-mail address, a time zone, a job: its owner's and the administrators' only.
    if (user.uid !== me.uid && roleOf(me) !== 'administrator') return forbidden(db);
    return respond(db, { data: toProfile(user) });
  }),
  http.patch(api('users/:uid'), async ({ request, params, cookies }) => {
    const db = getDb();
    const me = currentUser(db, cookies);
    if (!me) return unauthorized(db);
    const user = db.platform.users.find((candidate) => candidate.uid === Number(params.uid));
    if (!user) return notFound(db);
    if (user.uid !== me.uid && roleOf(me) !== 'administrator') return forbidden(db);
    const form = await readForm(request);
    const changes: Partial<Record<(typeof EDITABLE)[number], string>> = {};
    for (const field of EDITABLE) {
      const value = form.get(field);
      if (value !== null) changes[field] = value.trim();
    }
    const messages = validateProfile(db, user, changes, messagesFor(db, request, cookies).say);
    if (messages.length > 0) return fieldErrorResponse(db, messages);
    Object.assign(user, changes, {
      full_name: `${changes.first_name ?? user.first_name} ${changes.last_name ?? user.last_name}`,
    });
    return respond(db, { data: toProfile(user) });
  }),
];

export { toUser };
