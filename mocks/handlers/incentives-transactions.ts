import { REFERENCE_NOW } from '@fixtures/faker';
import { HttpResponse, http } from 'msw';
import { LEADERBOARD_PERIODS, type LeaderboardEntry } from '@/api/incentives-leaderboard';
import { FULFILMENT_STATUSES, TRANSACTION_TYPES, type Transaction } from '@/api/incentives-transactions';
import { parseServerDate, SERVER_DATE_TIME } from '@/lib/server-date';
import type { MockDb } from '../db';
import { forbidden, hasFlag } from './http';
import {
  asInt,
  asText,
  type FieldMessage,
  invalid,
  notFound,
  paginate,
  readForm,
  readQuery,
} from './incentives-http';
import { authorize, userRef } from './incentives-state';
import type { GetDb } from './types';
import { api } from './types';

const PERIOD_DAYS = { week: 7, month: 30, year: 365, all: Number.POSITIVE_INFINITY } as const;

/** Points earned per member in a period, ranked; equal points share a rank. */
export function leaderboard(db: MockDb, period: keyof typeof PERIOD_DAYS): LeaderboardEntry[] {
  const since = REFERENCE_NOW.getTime() - PERIOD_DAYS[period] * 86_400_000;
  const earned = new Map<number, number>();
  for (const transaction of db.incentives.transactions) {
    if (transaction.type !== 'earned' || transaction.points <= 0) continue;
    if ((parseServerDate(transaction.created) ?? new Date(Number.NaN)).getTime() < since) continue;
    earned.set(transaction.user.uid, (earned.get(transaction.user.uid) ?? 0) + transaction.points);
  }
  const rows = db.incentives.members
    .map((member) => ({ user: userRef(db, member.uid), points: earned.get(member.uid) ?? 0 }))
    .sort((a, b) => b.points - a.points || a.user.full_name.localeCompare(b.user.full_name, 'en'));
  let rank = 0;
  return rows.map((row, index) => {
    if (index === 0 || row.points !== rows[index - 1]?.points) rank = index + 1;
    return { rank, ...row };
  });
}

const PATH = 'incentives/transactions';

/** Stored transactions keep the uid; names and avatars come from the platform's users. */
const present = (db: MockDb, transaction: Transaction): Transaction => ({
  ...transaction,
  user: userRef(db, transaction.user.uid),
});

export const incentivesTransactionHandlers = (getDb: GetDb) => [
  http.get(api(PATH), ({ request, cookies }) => {
    const db = getDb();
    const { user, response } = authorize(db, cookies);
    if (response) return response;
    const query = readQuery(request);
    const messages: FieldMessage[] = [];
    // Administrators see everyone's; a learner only their own history.
    const uid = hasFlag(db, user, 'incentives_settings') ? asInt(query.uid) : user.uid;
    const type = TRANSACTION_TYPES.find((name) => name === asText(query.type));
    if (asText(query.type) && !type) messages.push({ path: 'type', message: 'Unknown transaction type.' });
    const from = asText(query.date_from);
    const to = asText(query.date_to);
    for (const [path, value] of [
      ['date_from', from],
      ['date_to', to],
    ] as const) {
      if (value && !SERVER_DATE_TIME.test(value))
        messages.push({ path, message: 'Use yyyy-MM-dd HH:mm:ss.' });
    }
    if (messages.length > 0) return invalid(messages);
    const list = db.incentives.transactions
      .filter(
        (transaction) =>
          (uid === undefined || transaction.user.uid === uid) &&
          (type === undefined || transaction.type === type) &&
          (!from || transaction.created >= from) &&
          (!to || transaction.created <= to),
      )
      .sort((a, b) => (asText(query.order) === 'asc' ? a.id - b.id : b.id - a.id));
    const page = paginate(list, query, 25);
    return HttpResponse.json({ ...page, data: page.data.map((transaction) => present(db, transaction)) });
  }),
  http.get(api(`${PATH}/:id`), ({ params, cookies }) => {
    const db = getDb();
    const { user, response } = authorize(db, cookies);
    if (response) return response;
    const transaction = db.incentives.transactions.find((item) => item.id === Number(params.id));
    if (!transaction) return notFound();
    if (transaction.user.uid !== user.uid && !hasFlag(db, user, 'incentives_settings')) return forbidden(db);
    return HttpResponse.json({ data: present(db, transaction) });
  }),
  http.patch(api(`${PATH}/:id`), async ({ request, params, cookies }) => {
    const form = await readForm(request);
    const db = getDb();
    const access = authorize(db, cookies, 'incentives_settings');
    if (access.response) return access.response;
    const transaction = db.incentives.transactions.find((item) => item.id === Number(params.id));
    if (!transaction) return notFound();
    const fulfilment = FULFILMENT_STATUSES.find((name) => name === asText(form.fulfilment));
    if (!fulfilment) return invalid([{ path: 'fulfilment', message: 'Choose a fulfilment status.' }]);
    if (transaction.type !== 'spent')
      return invalid([{ path: 'fulfilment', message: 'Only purchases have a fulfilment status.' }]);
    transaction.fulfilment = fulfilment;
    return HttpResponse.json({ data: present(db, transaction) });
  }),
  http.get(api('incentives/leaderboard'), ({ request, cookies }) => {
    const db = getDb();
    const { user, response } = authorize(db, cookies);
    if (response) return response;
    // docs/product.md §2: the leaderboard exists only while incentives_leaderboard is on.
    if (!db.platform.siteSettings.incentives_leaderboard) return notFound();
    const query = readQuery(request);
    const period = LEADERBOARD_PERIODS.find((name) => name === asText(query.period)) ?? 'month';
    const rows = leaderboard(db, period);
    const page = paginate(rows, query, 25);
    const own = rows.find((row) => row.user.uid === user.uid) ?? null;
    return HttpResponse.json({ data: page.data, meta: { ...page.meta, period, own } });
  }),
];
