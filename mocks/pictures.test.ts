import { translate } from '@fixtures/content-i18n/localized';
import { describe, expect, it } from 'vitest';
import { machineFontUses } from '@/testing/svg-fonts';
import { createDb } from './db';
import { certificateSvg } from './handlers/archive';

const SVG_URI = /data:image\/svg\+xml;charset=utf-8,[^"]*/g;

describe("the mock's pictures", () => {
  it.each(['default', 'large'] as const)(
    'letter nothing with fonts in the %s data set: every letter is an outline',
    (size) => {
      // An <img>'s SVG cannot use the page's web fonts: any <text> in it is rendered in a font of the machine.
      const pictures = [...JSON.stringify(createDb({ size })).matchAll(SVG_URI)].map(([uri]) =>
        decodeURIComponent(uri.slice(uri.indexOf(',') + 1)),
      );
      expect(pictures.length).toBeGreaterThan(10);
      const lettered = pictures.filter((svg) => /<text|font-family/.test(svg));
      expect(lettered.map((svg) => svg.slice(0, 120))).toEqual([]);
    },
  );
});

describe("the mock's certificates", () => {
  const db = createDb();
  const languages = db.platform.languages.map((language) => language.langcode);
  // The learners of the default data set, and names a learner may give in their profile, in each
  // script the app ships a typeface for.
  const names = [
    ...new Set(db.platform.users.map((user) => user.full_name)),
    'Zoë Łukasiewicz-Øvergård',
    'فاطمة الزهراء بن علي',
    'נועה כהן',
    'Ιωάννης Παπαδόπουλος',
    'Анна Кузнецова',
    // The large data set's 3,000 names, by their characters: one certificate holds them all.
    [
      ...new Set(
        createDb({ size: 'large' })
          .platform.users.map((user) => user.full_name)
          .join(''),
      ),
    ].join(''),
  ];
  const titles = [...new Set(db.platform.trainings.map((training) => training.title))].flatMap((title) =>
    languages.map((language) => translate(title, language)),
  );

  it('letter every learner name and every training title, in each language, only in fonts they embed', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'fr', 'ar']));
    expect(titles.some((title) => /\p{Script=Arabic}/u.test(title))).toBe(true);
    const found: Record<string, string[]> = {};
    const check = (name: string, title: string) => {
      const problems = machineFontUses(certificateSvg(name, title, '2026-01-02 03:04:05'));
      if (problems.length > 0) found[`${name} / ${title}`] = problems;
    };
    for (const name of names) check(name, 'Leading hybrid teams');
    for (const title of titles) check('Amira Haddad', title);
    expect(found).toEqual({});
  });

  it('carry only the faces their text needs', () => {
    const certificate = (name: string, title = 'Leading hybrid teams') =>
      certificateSvg(name, title, '2026-01-02 03:04:05');
    const families = (svg: string) =>
      [...svg.matchAll(/@font-face\{font-family:"([^"]+)";font-weight:([\d ]+)/g)].map(
        ([, family, weight]) => `${family} ${weight}`,
      );
    // Inter's Latin letters, one variable file for both weights.
    expect(families(certificate('Amira Haddad'))).toEqual(['Inter 100 900']);
    expect(certificate('Amira Haddad').length).toBeLessThan(70_000);
    // And Noto Sans Arabic's bold for an Arabic name, its regular for an Arabic title.
    expect(families(certificate('فاطمة الزهراء'))).toEqual(['Inter 100 900', 'Noto Sans Arabic 700']);
    expect(families(certificate('فاطمة الزهراء', 'مقدمة في القيادة'))).toEqual([
      'Inter 100 900',
      'Noto Sans Arabic 400',
      'Noto Sans Arabic 700',
    ]);
    expect(certificate('فاطمة الزهراء', 'مقدمة في القيادة').length).toBeLessThan(200_000);
  });
});
