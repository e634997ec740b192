import type { Page } from 'playwright';
import { expect, test } from 'vitest';
import { launchBrowserPerFile, openPage, signInAs } from './browser';
import { builtServerPerFile } from './server-bundle';

/**
 * Every page fits the narrowest phone, 320 CSS px wide (WCAG 2.2, 1.4.10 Reflow), in English and in
 * Arabic, and in English with the text spacing a user may set (1.4.12 Text Spacing): nothing scrolls
 * the page sideways, and nothing is cut by a box that clips it, other than a picture, text ended with
 * an ellipsis, or something in a box that scrolls. The storefront's hero once cut its own button at
 * 320 px, Arabic weekday names ran into each other in the month's grid, and with the text spacing the
 * availability calendar's New slot ran past the screen.
 */
const { page } = launchBrowserPerFile();
const arabic = builtServerPerFile({ mock: { scenario: 'rtlLanguage' } });

const NARROW_PHONE = { width: 320, height: 640 };

/** WCAG 1.4.12's text spacing, as a user's style sheet sets it. */
const TEXT_SPACING = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important } p { margin-block-end: 2em !important }`;

const PAGES = {
  visitor: ['/', '/user/login', '/user/register', '/about', '/privacy'],
  learner: [
    '/dashboard',
    '/catalog',
    '/course/1',
    '/videos',
    '/videos/1',
    '/archive',
    '/subscriptions',
    '/incentives',
    '/incentives/1',
    '/incentives/1/purchase',
    '/leaderboard',
    '/availability',
    '/availability?view=month',
    '/user',
    '/user/2/edit',
    '/search?s=a',
  ],
  admin: [
    '/course-administration',
    '/course-administration/availability',
    '/masquerade',
    '/settings/incentives/products',
    '/settings/incentives/products/1/edit',
    '/settings/incentives/rules',
    '/settings/incentives/schedules/create',
    '/settings/incentives/shop',
    '/settings/incentives/transactions',
    '/settings/incentives/transactions/1',
    '/settings/storefront/appearance',
    '/settings/storefront/registered',
  ],
} as const;

/** What does not fit on the page as it is: one line each, naming the element and the box that cuts it. */
function whatDoesNotFit(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth})`);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('img, svg, video, picture, canvas, iframe, [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Too small to be seen (a visually hidden label), or placed over the page on purpose.
      if (box.width < 2 || box.height < 2 || style.position === 'absolute' || style.position === 'fixed')
        continue;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const clipping = getComputedStyle(parent);
        if (clipping.overflowX === 'visible') continue;
        // A box that scrolls keeps what it holds reachable; an ellipsis says the text goes on.
        if (clipping.overflowX === 'auto' || clipping.overflowX === 'scroll') break;
        if (clipping.textOverflow === 'ellipsis' || style.textOverflow === 'ellipsis') break;
        const outer = parent.getBoundingClientRect();
        if (outer.width >= 2 && (box.left < outer.left - 1 || box.right > outer.right + 1))
          problems.push(
            `${name(element)} (${Math.round(box.left)}–${Math.round(box.right)} px) is cut by ${name(parent)} (${Math.round(outer.left)}–${Math.round(outer.right)} px)`,
          );
        break;
      }
    }
    return problems;
  });
}

/** Opens each page as `origin`'s user at 320 px, with `userStyle` if given, and lists, by page, what does not fit. */
async function sweep(origin: string, paths: readonly string[], userStyle?: string) {
  await page().setViewportSize(NARROW_PHONE);
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await openPage(page(), `${origin}${path}`);
    if (userStyle) await page().addStyleTag({ content: userStyle });
    // The widths are those of the fonts the app ships, never a fallback's.
    await page().evaluate(() => document.fonts.ready);
    const problems = await whatDoesNotFit(page());
    if (problems.length > 0) found[path] = problems;
  }
  return found;
}

test.each([
  ['visitor', 'English'],
  ['learner', 'English'],
  ['admin', 'English'],
  ['visitor', 'Arabic'],
  ['learner', 'Arabic'],
  ['admin', 'Arabic'],
  ['visitor', 'English with the text spacing'],
  ['learner', 'English with the text spacing'],
  ['admin', 'English with the text spacing'],
] as const)("the %s's pages fit a 320 px phone in %s", async (kind, language) => {
  const origin = language === 'Arabic' ? arabic() : '';
  if (kind !== 'visitor') await signInAs(page(), kind, origin);
  await page().goto(`${origin}/`);
  expect(await page().locator('html').getAttribute('dir')).toBe(language === 'Arabic' ? 'rtl' : 'ltr');
  const userStyle = language === 'English with the text spacing' ? TEXT_SPACING : undefined;
  expect(await sweep(origin, PAGES[kind], userStyle)).toEqual({});
});
