import { http } from 'msw';
import type { MasqueradeState } from '@/api/masquerade';
import type { MockDb } from '../db';
import { messagesFor } from './content-language';
import {
  type Cookies,
  fieldErrorResponse,
  findUser,
  forbidden,
  readForm,
  realUid,
  respond,
  roleOf,
  unauthorized,
} from './http';
import { api, type GetDb } from './types';
import { toUser } from './users';

function state(db: MockDb, cookies: Cookies): MasqueradeState {
  const real = findUser(db, realUid(db, cookies));
  const as = real ? findUser(db, db.platform.masquerade.get(real.uid)) : undefined;
  return {
    active: as !== undefined,
    allowed: roleOf(real) === 'administrator',
    original: real && as ? toUser(real) : null,
    as: as ? toUser(as) : null,
  };
}

export const masqueradeHandlers = (getDb: GetDb) => [
  http.get(api('masquerade'), ({ cookies }) => respond(getDb(), { data: state(getDb(), cookies) })),
  http.post(api('masquerade/switch'), async ({ request, cookies }) => {
    const db = getDb();
    const real = findUser(db, realUid(db, cookies));
    if (!real) return unauthorized(db);
    if (roleOf(real) !== 'administrator') return forbidden(db);
    const uid = Number((await readForm(request)).get('uid'));
    const target = findUser(db, uid);
    const { say } = messagesFor(db, request, cookies);
    if (!target) return fieldErrorResponse(db, [{ path: 'uid', message: say('The user does not exist.') }]);
    if (target.uid === real.uid)
      return fieldErrorResponse(db, [{ path: 'uid', message: say('You cannot act as yourself.') }]);
    db.platform.masquerade.set(real.uid, target.uid);
    return respond(db, { data: state(db, cookies) });
  }),
  http.post(api('masquerade/back'), ({ cookies }) => {
    const db = getDb();
    const uid = realUid(db, cookies);
    if (uid === undefined) return unauthorized(db);
    db.platform.masquerade.delete(uid);
    return respond(db, { data: state(db, cookies) });
  }),
];
