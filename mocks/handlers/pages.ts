import { makeContentPages } from '@fixtures/pages';
import { http } from 'msw';
import { PASSWORD_MIN_LENGTH } from '@/api/registration';
import { formatServerDate } from '@/lib/server-date';
import type { MockDb } from '../db';
import { localizedFor, messagesFor } from './content-language';
import { type Cookies, fieldErrorResponse, notFound, readForm, respond, sessionCookie } from './http';
import { handleOnce } from './idempotency';
import { toMe } from './session';
import { api, type GetDb } from './types';

/** Content pages are fixed text (fixtures/pages.ts); the same for everyone, visitors too. */
const PAGES = new Map(makeContentPages().map((page) => [page.slug, page]));

export const pagesHandlers = (getDb: GetDb) => [
  http.get(api('pages/:slug'), ({ request, params, cookies }) => {
    const db = getDb();
    const page = typeof params.slug === 'string' ? PAGES.get(params.slug) : undefined;
    if (!page) return notFound(db);
    return respond(db, { data: localizedFor(db, request, cookies)(page) });
  }),
];

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-up, as Drupal checks it: every field, a free name and e-mail (case-insensitive), a password
 * of at least eight characters with a letter and a digit, the terms accepted. The new account is a
 * learner and is signed in at once.
 */
export const registrationHandlers = (getDb: GetDb) => [
  // An account whose response was lost, sent again with its key, signs in rather than being refused
  // as taken (a visitor has no uid: 0).
  http.post(api('user/register'), ({ request, cookies }) =>
    handleOnce(getDb(), request, 0, () => register(getDb(), request, cookies)),
  ),
];

async function register(db: MockDb, request: Request, cookies: Cookies): Promise<Response> {
  const { say } = messagesFor(db, request, cookies);
  const form = await readForm(request);
  const name = form.get('name')?.trim() ?? '';
  const mail = form.get('mail')?.trim() ?? '';
  const pass = form.get('pass') ?? '';
  const terms = form.get('terms');
  const users = db.platform.users;
  const messages: { path: string; message: string }[] = [];
  if (name === '') messages.push({ path: 'name', message: say('Username field is required.') });
  else if (users.some((user) => user.name.toLowerCase() === name.toLowerCase()))
    messages.push({
      path: 'name',
      message: say('The username @name is already taken.', { '@name': name }),
    });
  if (!MAIL.test(mail)) messages.push({ path: 'mail', message: say('Enter a valid e-mail address.') });
  else if (users.some((user) => user.mail.toLowerCase() === mail.toLowerCase()))
    messages.push({
      path: 'mail',
      message: say('The e-mail address @mail is already taken.', { '@mail': mail }),
    });
  if (pass.length < PASSWORD_MIN_LENGTH || !/[A-Za-z]/.test(pass) || !/\d/.test(pass))
    messages.push({
      path: 'pass',
      message: say('The password needs at least 8 characters, with a letter and a digit.'),
    });
  if (terms !== '1' && terms !== 'true')
    messages.push({ path: 'terms', message: say('Accept the terms of use to create an account.') });
  if (messages.length > 0) return fieldErrorResponse(db, messages);
  const uid = Math.max(...users.map((user) => user.uid)) + 1;
  const user = {
    uid,
    name,
    pass,
    mail,
    first_name: name,
    last_name: '',
    full_name: name,
    avatar: null,
    language: db.platform.generalSettings.current_language,
    timezone: 'UTC',
    organization: null,
    job_title: null,
    roles: ['authenticated', 'learner'],
    created: formatServerDate(new Date(db.courses.clock)),
  };
  users.push(user);
  return respond(db, { data: toMe(db, user) }, { cookies: [sessionCookie(db, uid)] });
}
