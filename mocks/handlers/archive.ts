import { http } from 'msw';
import type { ArchiveEntry } from '@/api/archive';
import { parseServerDate } from '@/lib/server-date';
import type { MockDb } from '../db';
import { enrolmentRecord } from './catalog-courses';
import { localizedFor } from './content-language';
import { currentUser, notFound, respond, unauthorized } from './http';
import { api, type GetDb } from './types';

/** The learner's completed trainings: the subscriptions marked completed (enrolling and progress keep them current). */
function archiveOf(db: MockDb, uid: number): ArchiveEntry[] {
  return (db.platform.subscriptions.get(uid) ?? [])
    .filter((subscription) => subscription.status === 'completed')
    .flatMap((subscription) => {
      const training = db.platform.trainings.find((candidate) => candidate.id === subscription.training.id);
      const completed =
        (training && enrolmentRecord(db, uid, training)?.completed) ??
        subscription.last_accessed ??
        undefined;
      if (!completed) return [];
      return [
        {
          training: subscription.training,
          completed,
          certificate_url: `/api/v2/archive/${subscription.training.id}/certificate`,
        },
      ];
    })
    .sort((a, b) => b.completed.localeCompare(a.completed));
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A one-page certificate, small enough to draw on request: name, training, date. */
export function certificateSvg(name: string, title: string, completed: string): string {
  const day = parseServerDate(completed)?.toISOString().slice(0, 10) ?? completed;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1123" height="794" viewBox="0 0 1123 794">',
    '<rect width="1123" height="794" fill="#fdfcf7"/>',
    '<rect x="30" y="30" width="1063" height="734" fill="none" stroke="#1f4e8c" stroke-width="6"/>',
    '<g font-family="Georgia, serif" text-anchor="middle" fill="#1c2430">',
    '<text x="561" y="200" font-size="56">Certificate of completion</text>',
    '<text x="561" y="300" font-size="28">This certifies that</text>',
    `<text x="561" y="380" font-size="48" font-weight="bold">${escapeXml(name)}</text>`,
    '<text x="561" y="460" font-size="28">completed the training</text>',
    `<text x="561" y="530" font-size="36">${escapeXml(title)}</text>`,
    `<text x="561" y="640" font-size="24">Northwind Academy · ${escapeXml(day)}</text>`,
    '</g></svg>',
  ].join('');
}

export const archiveHandlers = (getDb: GetDb) => [
  http.get(api('archive'), ({ request, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    return respond(db, { data: localizedFor(db, request, cookies)(archiveOf(db, user.uid)) });
  }),
  http.get(api('archive/:id/certificate'), ({ params, cookies }) => {
    const db = getDb();
    const user = currentUser(db, cookies);
    if (!user) return unauthorized(db);
    const entry = archiveOf(db, user.uid).find((candidate) => String(candidate.training.id) === params.id);
    if (!entry) return notFound(db);
    return new Response(certificateSvg(user.full_name, entry.training.title, entry.completed), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="certificate-${entry.training.id}.svg"`,
      },
    });
  }),
];
