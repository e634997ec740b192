import { translated, translatedPlural } from '@fixtures/translations';
import { expect, test } from 'vitest';
import type { TrainingDetail } from '@/api/catalog';
import type { Training } from '@/api/trainings';
import { apiAs, cheapestRepeatableProduct, signUpAs, walletPoints } from './api';
import { describeTarget, type Focused, type Session, type Target, until } from './driver';
import type { EngineRun } from './setup';

/**
 * The journeys a person makes through the app, written once against the engine-neutral session
 * (driver.ts) and run by each engine's file. Chromium makes the same journeys in e2e/*.test.ts.
 */

const format = (points: number) => `${new Intl.NumberFormat('en').format(points)} points`;
const main: Target = { role: 'main' };
const header: Target = { role: 'banner' };

/** Whom the dashboard greets after signing in. */
const GREETING = { learner: 'Jonas', admin: 'Amira' } as const;

/**
 * Signs in through the login page, as a person does, and waits for the page it leads to: the
 * dashboard's greeting, or the heading of the page `redirectTo` names.
 */
export async function signIn(
  s: Session,
  name: 'learner' | 'admin',
  { redirectTo, heading }: { redirectTo?: string; heading?: string } = {},
) {
  await s.open(redirectTo ? `/user/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/user/login');
  await s.type({ label: 'Username' }, name);
  await s.type({ label: 'Password' }, name);
  await s.click({ role: 'button', name: 'Log in' });
  await s.waitFor({
    role: 'heading',
    level: 1,
    name: heading ?? new RegExp(`^Good (morning|afternoon|evening), ${GREETING[name]}$`),
  });
}

/**
 * Tabs from the focused element while `goesOn` holds (at most 20 presses), and checks that each
 * element reached is clear of `covers` (WCAG 2.2, 2.4.11: nothing of the page's own may hide what
 * has the focus). The engine scrolls a newly focused element into view, WebKit a moment after the
 * key: what a person sees is where it settles, and only an element never uncovered fails. Returns
 * the names of the elements reached.
 */
async function tabClearOf(
  s: Session,
  within: Target,
  covers: Target[],
  goesOn: (focused: Focused) => boolean,
) {
  const settled = () =>
    until(`the focused element to come out from under ${covers.map(describeTarget).join(', ')}`, async () => {
      const focused = await s.focused(within, covers);
      // Where the keyboard's way ends (beside the covers, as a dialog's Cancel is) nothing is waited for.
      return focused.coveredBy === null || !focused.within || !goesOn(focused) ? focused : undefined;
    }).catch(() => s.focused(within, covers));
  const reached: string[] = [];
  for (let focused = await settled(); goesOn(focused) && reached.length < 20; focused = await settled()) {
    expect(
      focused.coveredBy,
      `${focused.name} (${focused.where}) under ${focused.coveredBy}, after ${reached.join(', ') || 'no other'}`,
    ).toBeNull();
    reached.push(focused.name);
    await s.press('Tab');
  }
  return reached;
}

/**
 * Back after signing out, in every engine: Playwright's Chromium, which e2e/*.test.ts use, runs
 * without the back-forward cache, so Chromium makes this journey here too.
 */
export function backAfterSigningOut(run: EngineRun) {
  test('a learner who signs out by the address and goes Back sees the login page, not their dashboard', async () => {
    const s = run.session();
    await signIn(s, 'learner');
    // The user menu, opened and closed, has its code in: it is what looks at a page shown again.
    await s.click({ role: 'button', name: /Jonas Lindqvist/, within: header });
    await s.waitFor({ role: 'menuitem', name: 'Log out' });
    await s.press('Escape');
    await s.waitForGone({ role: 'menuitem', name: 'Log out' });
    await s.open('/user/logout');
    await s.waitForUrl(/\/user\/login$/);
    await s.waitFor({ role: 'heading', level: 1, name: 'Log in' });
    // The dashboard, if the browser kept it, is loaded again and sends the visitor to sign in.
    await s.back();
    await s.waitForUrl(/\/user\/login\?redirectTo=%2Fdashboard$/);
    await s.waitFor({ role: 'heading', level: 1, name: 'Log in' });
    expect(await s.count({ role: 'heading', level: 1, name: /Jonas$/ })).toBe(0);
  });
}

export function journeys(run: EngineRun) {
  const { engine } = run;

  test("a visitor lands on the storefront and creates an account from the header's link", async () => {
    const s = run.session();
    await s.open('/');
    await s.waitFor({ role: 'heading', level: 1, name: 'Storefront' });
    await s.waitFor({ role: 'link', name: 'Log in', within: header });
    await s.click({ role: 'link', name: 'Sign up', within: header });
    await s.waitForUrl(/\/user\/register$/);
    await s.waitFor({ role: 'heading', level: 1, name: 'Create an account' });
    // One account per engine and run: the suite's server keeps its users for the whole run.
    const name = `visitor-${engine}-${process.pid}`;
    await s.type({ label: 'Username' }, name);
    await s.type({ label: 'Email' }, `${name}@example.com`);
    await s.type({ label: 'Password' }, 'Correct-horse-9');
    await s.click({ text: 'I accept the terms of use' });
    await s.click({ role: 'button', name: 'Create account' });
    await s.waitForUrl(/\/dashboard$/);
    await s.waitFor({ text: 'Welcome! Your account is ready and you are signed in.' });
  });

  test('a learner signs in through the login page and is greeted on the dashboard', async () => {
    const s = run.session();
    await signIn(s, 'learner');
    await s.waitForUrl(/\/dashboard$/);
  });

  backAfterSigningOut(run);

  test('a learner finds a training in the catalogue, enrols, completes every lesson and finds it in the archive', async () => {
    const api = await apiAs(run.baseUrl, 'learner');
    // The shortest training the learner can enrol in at once: not enrolled, no approval needed.
    const { data: list } = await api.get<{ data: Training[] }>(
      '/api/v2/trainings?include_own=1&multilingual=1&limit=100&order_by=title',
    );
    const open: TrainingDetail[] = [];
    for (const candidate of list) {
      const { data } = await api.get<{ data: TrainingDetail }>(`/api/v2/trainings/${candidate.id}`);
      if (data.enrolment?.state === 'not_enrolled' && !data.approval_required) open.push(data);
    }
    const lessonsOf = (training: TrainingDetail) => training.outline.flatMap((module) => module.lessons);
    // Lessons are pressed by their titles: a training where two share one is left out.
    const distinct = (training: TrainingDetail) =>
      new Set(lessonsOf(training).map((lesson) => lesson.title)).size === lessonsOf(training).length;
    const training = open.filter(distinct).sort((a, b) => lessonsOf(a).length - lessonsOf(b).length)[0];
    if (!training) throw new Error('No training to enrol in');

    const s = run.session();
    await signIn(s, 'learner');
    await s.open('/catalog');
    await s.type({ role: 'searchbox', name: 'Search trainings', within: main }, training.title);
    await s.click({ role: 'button', name: 'Search', within: main });
    await s.waitForUrl(/\/catalog\?s=/);
    await s.click({ role: 'link', name: training.title, within: main });
    await s.waitForUrl(new RegExp(`/course/${training.id}$`));
    await s.waitFor({ role: 'heading', level: 1, name: training.title });
    await s.click({ role: 'button', name: 'Enrol', within: main });
    const panel: Target = { testId: 'enrolment-panel' };
    await s.waitFor({ text: 'Enrolled', within: panel });
    await s.click({ role: 'button', name: 'Start training', within: panel });
    // Each lesson ticked off by its label, as a person clicks it, once its box shows it: the boxes
    // take presses while earlier lessons are being saved, and the saves go one after another.
    for (const lesson of lessonsOf(training)) {
      await s.click({ text: lesson.title, within: main });
      await s.waitFor({ role: 'checkbox', name: lesson.title, checked: true, within: main });
    }
    await until('every lesson to be saved', async () => {
      const { data } = await api.get<{ data: TrainingDetail }>(`/api/v2/trainings/${training.id}`);
      return lessonsOf(data).every((saved) => saved.completed) ? true : undefined;
    });
    await s.open('/archive');
    await s.waitFor({ role: 'heading', level: 1, name: 'Archive' });
    await s.waitFor({ role: 'link', name: training.title, within: main });
    await s.waitFor({ text: /^Completed on /, within: main });
  });

  test('a learner buys the cheapest product from the shop and sees the receipt and the points drop', async () => {
    const api = await apiAs(run.baseUrl, 'learner');
    const points = () => walletPoints(api);
    const before = await points();
    const product = await cheapestRepeatableProduct(api);
    const after = before - product.price;

    const s = run.session();
    await signIn(s, 'learner');
    await s.open('/incentives?sort=price_asc');
    expect(await s.textOf({ testId: 'wallet-summary' })).toContain(format(before));
    await s.click({ role: 'link', name: product.title, within: main });
    await s.waitForUrl(new RegExp(`/incentives/${product.id}$`));
    await s.waitFor({ role: 'heading', level: 1, name: product.title });
    await s.click({ role: 'link', name: 'Buy now' });
    await s.waitFor({ text: format(after), within: { testId: 'points-after' } });
    await s.click({ role: 'button', name: 'Confirm purchase' });
    await s.waitForUrl(/\/incentives\/purchase-success\?transaction=\d+$/);
    await s.waitFor({
      text: `You spent ${format(product.price)}. You now have ${format(after)}.`,
      within: { testId: 'receipt-summary' },
    });
    expect(await points()).toBe(after);
  });

  test('an administrator adds a call to action to the storefront for visitors, saves, and a visitor sees it', async () => {
    const title = `Summer school, seen in ${engine}`;
    const s = run.session();
    await signIn(s, 'admin', {
      redirectTo: '/settings/storefront/unregistered',
      heading: 'Storefront for unregistered users',
    });
    const sections: Target = { testId: 'editor-section' };
    await s.waitFor(sections);
    const before = await s.count(sections);
    await s.click({ role: 'button', name: 'Add section at position 1' });
    await s.click({
      role: 'button',
      name: /^Call to action/,
      within: { role: 'list', name: 'Section library' },
    });
    const form: Target = { role: 'form', name: 'New section: content' };
    await s.type({ label: 'Title', within: form }, title);
    await s.type({ label: 'Message', within: form }, 'Enrol before the end of June.');
    await s.type({ label: 'Button label', within: form }, 'See the programme');
    await s.type({ label: 'Button link', within: form }, '/catalog');
    await s.click({ role: 'button', name: 'Apply', within: form });
    await s.waitFor({ text: new RegExp(title), within: sections });
    expect(await s.count(sections)).toBe(before + 1);
    await s.click({ testId: 'save-storefront' });
    await s.waitFor({ text: 'Storefront settings have been successfully saved!' });

    await s.open('/user/logout');
    await s.waitFor({ role: 'heading', level: 1, name: 'Log in' });
    await s.open('/');
    await s.waitFor({ role: 'heading', level: 2, name: title });
    expect(await s.attributeOf({ role: 'link', name: 'See the programme' }, 'href')).toBe('/catalog');
  });

  test('on a phone, each field of the profile form the keyboard reaches is clear of the header and the cookie notice', async () => {
    const s = run.session();
    await s.resize({ width: 390, height: 844 });
    await signIn(s, 'learner', { redirectTo: '/user/2/edit', heading: 'Edit profile' });
    const form: Target = { role: 'form', name: 'Edit profile' };
    const notice: Target = { role: 'region', name: 'Cookie notice' };
    const covers = [header, notice];
    await s.waitFor(notice);
    await s.click({ label: /^First name/, within: form });
    const reached = await tabClearOf(s, form, covers, (focused) => focused.within);
    expect(reached.at(-1)).toBe('Save');
    expect(reached.length).toBeGreaterThanOrEqual(7);
  });

  test("on a phone, each field of the new slot's dialog the keyboard reaches is clear of the dialog's own buttons", async () => {
    const s = run.session();
    await s.resize({ width: 360, height: 640 });
    await signIn(s, 'learner', { redirectTo: '/availability', heading: 'My availability' });
    await s.click({ role: 'button', name: 'New slot' });
    const dialog: Target = { role: 'dialog', name: 'New slot' };
    await s.waitFor(dialog);
    // As a person waits for the dialog to take the focus before tabbing through it.
    await until('the focus in the dialog', async () =>
      (await s.focused(dialog, [])).within ? true : undefined,
    );
    // The dialog's body scrolls between its title and its buttons, which stay.
    const covers = [{ role: 'button', name: 'Save', within: dialog } as const];
    const reached = await tabClearOf(s, dialog, covers, (focused) => focused.name !== 'Cancel');
    expect(reached).toContain('Note');
  });

  test('on a phone, no page shows a scrollbar its content does not need', async () => {
    const s = run.session();
    await s.resize({ width: 390, height: 844 });
    const pages = {
      learner: [
        '/dashboard',
        '/catalog',
        '/videos',
        '/archive',
        '/subscriptions',
        '/incentives',
        '/leaderboard',
        '/availability',
        '/user/2/edit',
      ],
      admin: [
        '/settings/incentives/products',
        '/settings/incentives/schedules/create',
        '/settings/incentives/transactions',
        '/settings/storefront/appearance',
        '/settings/storefront/registered',
        '/course-administration/availability',
      ],
    };
    for (const [name, paths] of Object.entries(pages) as ['learner' | 'admin', string[]][]) {
      await signIn(s, name);
      for (const path of paths) {
        await s.open(path);
        await s.waitFor({ role: 'heading', level: 1 });
        // Text set in its own font takes the room it will keep.
        await s.waitForFonts();
        expect(await s.accidentalScrollbars(), path).toEqual([]);
      }
      await s.open('/user/logout');
      await s.waitFor({ role: 'heading', level: 1, name: 'Log in' });
    }
  });

  test('the header search reaches the results and leads back', async () => {
    const s = run.session();
    await signIn(s, 'learner', { redirectTo: '/user', heading: 'My profile' });
    await s.click({ role: 'button', name: 'Search', within: header });
    await s.type({ role: 'searchbox', name: 'Search', within: header }, 'Jonas');
    await s.press('Enter');
    const url = await s.waitForUrl(/\/search\?/);
    expect(`${url.pathname}${url.search}`).toBe(
      `/search?s=Jonas&search_back_url=${encodeURIComponent('/user')}`,
    );
    await s.waitFor({ role: 'heading', level: 1, name: 'Search results' });
    await s.waitFor({ role: 'link', name: 'Jonas Lindqvist' });
    await s.click({ role: 'link', name: 'Back' });
    await s.waitFor({ role: 'heading', level: 1, name: 'My profile' });
  });

  test('a learner who reads Arabic gets the pages the server rendered hydrated as they are, whatever locale data the browser has', async () => {
    // An account of its own, so that no other test meets Arabic.
    const account = { name: `arabic-${engine}-${process.pid}`, pass: 'Correct-horse-9', language: 'ar' };
    const api = await signUpAs(run.baseUrl, account);
    const points = translatedPlural('ar', await walletPoints(api), '@count point', '@count points');
    const s = run.session();
    await s.open('/user/login');
    await s.type({ label: 'Username' }, account.name);
    await s.type({ label: 'Password' }, account.pass);
    await s.click({ role: 'button', name: 'Log in' });
    await s.waitForUrl(/\/dashboard$/);
    // Greeted in Arabic: the Arabic font is on its way, and a person reads the page before leaving.
    await s.waitFor({ role: 'heading', level: 1, name: new RegExp(account.name) });
    await s.waitForFonts();
    // Rendered on the server, then hydrated: a text the browser would write otherwise (digits of
    // another script, say) is a hydration error, which fails the test (setup.ts).
    await s.open('/leaderboard');
    await s.waitFor({ role: 'heading', level: 1, name: translated('ar', 'Leaderboard') });
    const notice: Target = { role: 'region', name: translated('ar', 'Cookie notice') };
    await s.click({ role: 'button', name: translated('ar', 'Close'), within: notice });
    // The press is held until the page is hydrated (early-input.ts), so the notice goes then.
    await s.waitForGone(notice);
    await s.waitFor({ role: 'link', name: points, within: header });
    await s.waitForFonts();
    // The calendar's heading is a date interval, whose punctuation the runtime's locale data decides.
    await s.open('/availability');
    await s.waitFor({ role: 'heading', level: 1, name: translated('ar', 'My availability') });
    // Held until hydrated too; the week it leads to is written into the address.
    await s.click({ role: 'button', name: translated('ar', 'Next week') });
    await s.waitForUrl(/\/availability\?view=week&date=/);
    await s.waitForFonts();
  });
}
