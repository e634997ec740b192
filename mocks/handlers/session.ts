import type { MockUser } from '@fixtures/users';
import { http } from 'msw';
import type { Me } from '@/api/session';
import type { MockDb } from '../db';
import { messagesFor } from './content-language';
import {
  ANONYMOUS_SESSION,
  currentUser,
  fieldErrorResponse,
  readForm,
  realUid,
  respond,
  sessionCookie,
} from './http';
import { api, type GetDb } from './types';

export function toMe(db: MockDb, user: MockUser | undefined): Me {
  if (!user) return { language: db.platform.generalSettings.current_language, roles: ['anonymous'] };
  const { uid, language, roles, full_name, first_name, last_name, avatar, mail } = user;
  return { uid, language, roles, profile: { full_name, first_name, last_name, avatar, mail } };
}

export const BAD_CREDENTIALS = 'Unrecognized username or password.';

export const sessionHandlers = (getDb: GetDb) => [
  http.get(api('me'), ({ cookies }) => {
    const db = getDb();
    return respond(db, { data: toMe(db, currentUser(db, cookies)) });
  }),
  http.post(api('user/login'), async ({ request, cookies }) => {
    const db = getDb();
    const { say } = messagesFor(db, request, cookies);
    const form = await readForm(request);
    const name = form.get('name')?.trim() ?? '';
    const pass = form.get('pass') ?? '';
    const missing = [
      ...(name === '' ? [{ path: 'name', message: say('Username field is required.') }] : []),
      ...(pass === '' ? [{ path: 'pass', message: say('Password field is required.') }] : []),
    ];
    if (missing.length > 0) return fieldErrorResponse(db, missing);
    const user = db.platform.users.find((candidate) => candidate.name === name && candidate.pass === pass);
    if (!user) return fieldErrorResponse(db, [{ path: 'name', message: say(BAD_CREDENTIALS) }]);
    return respond(db, { data: toMe(db, user) }, { cookies: [sessionCookie(db, user.uid)] });
  }),
  http.post(api('user/logout'), ({ cookies }) => {
    const db = getDb();
    const uid = realUid(db, cookies);
    if (uid !== undefined) db.platform.masquerade.delete(uid);
    return respond(db, undefined, { cookies: [sessionCookie(db, ANONYMOUS_SESSION)] });
  }),
];
