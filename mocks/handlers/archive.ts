import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?inline';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?inline';
import hebrew400 from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff2?inline';
import hebrew700 from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-700-normal.woff2?inline';
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?inline';
import interGreek from '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2?inline';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?inline';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?inline';
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

interface CertificateFace {
  family: string;
  /** The weights it renders (a variable face: a range). */
  weights: readonly [number, number];
  /** The file, as a data: URL: a picture opened through <img> loads nothing else. */
  url: string;
  /** Its characters (`unicode-range`), as the package's stylesheet declares them. */
  range: string;
  /** The same, as pairs of code points. */
  codePoints: Array<[number, number]>;
}

const face = (
  family: string,
  weights: readonly [number, number],
  url: string,
  range: string,
): CertificateFace => ({
  family,
  weights,
  url,
  range,
  codePoints: range.split(',').map((part) => {
    const [low = 0, high = low] = part
      .slice(2)
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    return [low, high];
  }),
});

const ARABIC =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1';
const HEBREW = 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F';

/**
 * The faces a certificate may carry: the typefaces the app ships (docs/design-system.md, "Type"), for
 * the scripts a learner's name or a training's title can be written in. Inter's variable files render
 * both weights; Noto's are one file a weight.
 */
const CERTIFICATE_FACES: readonly CertificateFace[] = [
  face(
    'Inter',
    [100, 900],
    interLatin,
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ),
  face(
    'Inter',
    [100, 900],
    interLatinExt,
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ),
  face('Inter', [100, 900], interGreek, 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF'),
  face('Inter', [100, 900], interCyrillic, 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'),
  face('Noto Sans Arabic', [400, 400], arabic400, ARABIC),
  face('Noto Sans Arabic', [700, 700], arabic700, ARABIC),
  face('Noto Sans Hebrew', [400, 400], hebrew400, HEBREW),
  face('Noto Sans Hebrew', [700, 700], hebrew700, HEBREW),
];

const covers = ({ codePoints }: CertificateFace, character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return codePoints.some(([low, high]) => code >= low && code <= high);
};

/**
 * The faces that render some character of the text, at the weight it is set in: a certificate
 * carries only those, as `@font-face` rules with data: URLs, and names only their families.
 * A character none of them covers (Chinese, say) is rendered in a font of the user's machine.
 */
function facesFor(runs: ReadonlyArray<{ weight: number; text: string }>) {
  const faces = CERTIFICATE_FACES.filter((face) =>
    runs.some(
      ({ weight, text }) =>
        weight >= face.weights[0] &&
        weight <= face.weights[1] &&
        [...text].some((character) => covers(face, character)),
    ),
  );
  const rules = faces.map(
    ({ family, weights, url, range }) =>
      `@font-face{font-family:"${family}";font-weight:${weights[0] === weights[1] ? weights[0] : weights.join(' ')};src:url(${url}) format("woff2");unicode-range:${range}}`,
  );
  const families = [...new Set(faces.map((face) => face.family))];
  return {
    style: `<style>${rules.join('')}</style>`,
    fontFamily: families.map((family) => `'${family}'`).join(', '),
  };
}

/** Right to left when its first letter is Arabic or Hebrew, as `dir="auto"` decides. */
const direction = (text: string) =>
  /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text) ? ' direction="rtl"' : '';

/**
 * A one-page certificate, small enough to make on request: name, training, date. Its text is set
 * in the app's own typefaces, embedded in the picture (docs/testing.md, "Fonts"): opened in a tab or
 * through <img>, it looks the same on every machine.
 */
export function certificateSvg(name: string, title: string, completed: string): string {
  const day = parseServerDate(completed)?.toISOString().slice(0, 10) ?? completed;
  const lines = {
    heading: 'Certificate of completion',
    certifies: 'This certifies that',
    completedThe: 'completed the training',
    footer: `Northwind Academy · ${day}`,
  };
  const { style, fontFamily } = facesFor([
    { weight: 400, text: [...Object.values(lines), title].join('') },
    { weight: 700, text: name },
  ]);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1123" height="794" viewBox="0 0 1123 794">',
    style,
    '<rect width="1123" height="794" fill="#fdfcf7"/>',
    '<rect x="30" y="30" width="1063" height="734" fill="none" stroke="#1f4e8c" stroke-width="6"/>',
    `<g font-family="${fontFamily}" text-anchor="middle" fill="#1c2430">`,
    `<text x="561" y="200" font-size="56">${lines.heading}</text>`,
    `<text x="561" y="300" font-size="28">${lines.certifies}</text>`,
    `<text x="561" y="380" font-size="48" font-weight="700"${direction(name)}>${escapeXml(name)}</text>`,
    `<text x="561" y="460" font-size="28">${lines.completedThe}</text>`,
    `<text x="561" y="530" font-size="36"${direction(title)}>${escapeXml(title)}</text>`,
    `<text x="561" y="640" font-size="24">${escapeXml(lines.footer)}</text>`,
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
