import { isFullTraining, makeCourseExtra } from '@fixtures/catalog-courses';
import { isTranslated, translate } from '@fixtures/content-i18n/localized';
import { makeNavigation } from '@fixtures/site';
import { ADMIN_UID, LEARNER_UID } from '@fixtures/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, getTrainingDetail } from '@/api/catalog';
import { request } from '@/api/client';
import { getCookieDisclaimer } from '@/api/cookie-disclaimer';
import { isApiError } from '@/api/errors';
import { checkout, getShop, getShopInfo } from '@/api/incentives';
import { getTransaction } from '@/api/incentives-transactions';
import { switchToUser } from '@/api/masquerade';
import { getNavigation, type NavigationItem } from '@/api/navigation';
import { getContentPage } from '@/api/pages';
import { getMe } from '@/api/session';
import { getSettings } from '@/api/settings';
import { storefrontApiOf } from '@/api/storefront';
import { anySectionStorefrontSchemas } from '@/api/storefront.schemas';
import { getTrainings } from '@/api/trainings';
import { updateProfile } from '@/api/users';
import type { MockDb } from '../db';
import { createMockServer } from '../node';

const { getStorefront } = storefrontApiOf(anySectionStorefrontSchemas);

import { speakLanguage } from './content-language';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

const titles = (items: NavigationItem[]): string[] =>
  items.flatMap((item) => [item.title, ...titles(item.children)]);

const ARABIC = /[\u0600-\u06ff]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/** A database whose people chose `langcode`, as Storybook does for a story in that language. */
const inLanguage = (langcode: string, role: 'learner' | 'administrator' | 'visitor' = 'administrator') => {
  const db: MockDb = mock.useScenario('default', { role });
  speakLanguage(db, langcode);
  return db;
};

describe('the mock returns content in the request’s language', () => {
  it('has a French and an Arabic translation for every navigation label', () => {
    for (const label of titles(makeNavigation('administrator'))) {
      expect(isTranslated(label, 'fr'), label).toBe(true);
      expect(isTranslated(label, 'ar'), label).toBe(true);
    }
  });

  it('returns the navigation in Arabic, with no label left in English', async () => {
    inLanguage('ar');
    const labels = titles(await getNavigation());
    expect(labels).toContain('لوحة المعلومات');
    for (const label of labels) {
      expect(label, label).toMatch(ARABIC);
      expect(label, label).not.toMatch(LATIN_WORD);
    }
  });

  it('returns the navigation in French and, by default, in English', async () => {
    inLanguage('fr');
    expect(titles(await getNavigation())).toContain('Tableau de bord');
    mock.useScenario('default', { role: 'administrator' });
    const english = titles(await getNavigation());
    expect(english).toEqual(titles(makeNavigation('administrator')));
  });

  it('follows the signed-in user’s language (the rtlLanguage scenario) and an explicit language parameter', async () => {
    mock.useScenario('rtlLanguage', { role: 'learner' });
    expect(titles(await getNavigation())).toContain('الكتالوج');
    mock.useScenario('default', { role: 'learner' });
    const body = (await request('navigation', { query: { language: 'fr' } })) as { data: NavigationItem[] };
    expect(titles(body.data)).toContain('Toutes les formations');
    // A language the site does not have falls back to English, the default.
    const unknown = (await request('navigation', { query: { language: 'xx' } })) as {
      data: NavigationItem[];
    };
    expect(titles(unknown.data)).toContain('All trainings');
  });

  it('follows a language prefix of the path (/ar/api/v2/…)', async () => {
    mock.useScenario('default', { role: 'learner' });
    const body = (await request('/ar/api/v2/navigation')) as { data: NavigationItem[] };
    expect(titles(body.data)).toContain('المكافآت');
  });

  it('translates the footer, the cookie notice and the content pages', async () => {
    inLanguage('ar', 'visitor');
    const footer = await getSettings('footer');
    expect(footer.footer_text).toContain('أكاديمية نورثويند');
    expect(footer.privacy_policy.title).toBe('سياسة الخصوصية');
    expect((await getCookieDisclaimer()).disclaimer_text).toContain('ملفات تعريف الارتباط');
    const about = await getContentPage('about');
    expect(about.title).toBe('عن أكاديمية نورثويند');
    inLanguage('fr', 'visitor');
    expect((await getSettings('footer')).terms_of_use.title).toBe('Conditions d’utilisation');
  });

  it('translates every training of the catalogue, its page and its outline', async () => {
    const db = inLanguage('ar', 'learner');
    const page = await getTrainings({ include_own: 1, multilingual: 1, limit: 100 });
    expect(page.data.length).toBe(db.platform.trainings.length);
    for (const training of page.data) {
      expect(training.title, training.title).toMatch(ARABIC);
      expect(training.summary, training.summary).toMatch(ARABIC);
    }
    const detail = await getTrainingDetail(1);
    expect(detail.title).toBe('قيادة الفرق الهجينة');
    expect(detail.description).toContain('ما ستتعلمه');
    for (const module of detail.outline) {
      expect(module.title).toMatch(ARABIC);
      for (const lesson of module.lessons) expect(lesson.title).toMatch(ARABIC);
    }
  });

  it('finds a training by its translated title', async () => {
    inLanguage('fr', 'learner');
    const found = await getTrainings({ include_own: 1, multilingual: 1, s: 'équipe hybride' });
    expect(found.data.map((training) => training.id)).toContain(1);
  });

  it('translates the shop and the storefront', async () => {
    const db = inLanguage('fr', 'learner');
    expect((await getShopInfo()).title).toBe('Boutique des récompenses');
    const shop = await getShop();
    for (const item of shop.data) {
      const stored = db.incentives.products.find((product) => product.id === item.id);
      expect(item.title).toBe(translate(stored?.title ?? '', 'fr'));
      expect(item.title).not.toBe(stored?.title);
    }
    const storefront = await getStorefront({ language: 'ar' });
    const hero = storefront.sections.find((section) => section.type === 'hero');
    expect(hero?.type === 'hero' && hero.data.content.title).toMatch(ARABIC);
  });

  it('keeps a text an administrator typed, which has no translation, as it was typed', async () => {
    const db = inLanguage('ar', 'learner');
    const training = db.platform.trainings.find((item) => item.id === 2);
    if (training) training.title = 'Typed by hand';
    expect((await getTrainingDetail(2)).title).toBe('Typed by hand');
    expect(db.platform.users.find((user) => user.uid === LEARNER_UID)?.language).toBe('ar');
  });

  it('says a refused order in the user’s language, naming the product by its title in it', async () => {
    const db = inLanguage('ar', 'learner');
    const tote = db.incentives.products.find((product) => product.id === 6);
    if (tote) Object.assign(tote, { stock_unlimited: false, stock: 0 });
    await getMe(); // A page load: its response sets the XSRF cookie an order echoes.
    const refusal = await checkout({ products: [6] }).catch((error: unknown) => error);
    expect(isApiError(refusal) && refusal.status).toBe(400);
    const message = isApiError(refusal) ? JSON.stringify(refusal.fieldErrors) : '';
    expect(message).toMatch(ARABIC);
    expect(message).toContain(translate(tote?.title ?? '', 'ar'));
    expect(message).not.toMatch(/sold out/);
  });

  it('says a refused profile change, a full training and a refused masquerade in the user’s language', async () => {
    const db = inLanguage('ar', 'administrator');
    await getMe(); // A page load: its response sets the XSRF cookie a change echoes.
    const taken = db.platform.users.find((user) => user.uid === LEARNER_UID)?.mail ?? '';
    const full = db.platform.trainings.find((training) => isFullTraining(training.id))?.id ?? 0;
    const refusals = await Promise.all(
      [updateProfile(ADMIN_UID, { mail: taken, first_name: ' ' }), enrol(full), switchToUser(ADMIN_UID)].map(
        (call) => call.catch((error: unknown) => error),
      ),
    );
    const messages = refusals.map((refusal) =>
      isApiError(refusal) ? JSON.stringify(refusal.fieldErrors ?? refusal.data) : String(refusal),
    );
    expect(messages[0]).toContain(taken);
    for (const message of messages) {
      expect(message).toMatch(ARABIC);
      expect(message).not.toMatch(/\b(required|full|yourself|taken)\b/);
    }
  });

  it('keeps an order’s products by their titles in the language it was placed in, as its receipt shows them', async () => {
    const db = inLanguage('ar', 'learner');
    const sticker = db.incentives.products.find((product) => product.id === 5);
    await getMe(); // A page load: its response sets the XSRF cookie an order echoes.
    const order = await checkout({ products: [5] });
    const arabic = translate(sticker?.title ?? '', 'ar');
    expect(arabic).toMatch(ARABIC);
    expect(order.products.map((line) => line.title)).toEqual([arabic]);
    expect((await getTransaction(order.transaction_id)).products?.map((line) => line.title)).toEqual([
      arabic,
    ]);
  });

  it('never gives two lessons of one training the same title (a learner ticks a lesson off by its title)', () => {
    const db = mock.useScenario('default');
    for (const training of db.platform.trainings) {
      const titles = makeCourseExtra(db.seed, training, db.platform.users).outline.flatMap((module) =>
        module.lessons.map((lesson) => lesson.title),
      );
      expect(new Set(titles).size, training.title).toBe(titles.length);
    }
  });
});
