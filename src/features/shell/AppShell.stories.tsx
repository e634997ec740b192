import { translated } from '@fixtures/translations';
import { neverRespond } from '@mocks/never-respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contrastRatio, parseColor } from '@/lib/color';
import { fullPageNavigations, pageParameters, publicConfigPending, withPage } from '@/testing/page-decorator';
import {
  expectApartInForcedColours,
  expectSideBySide,
  paintedAt,
  scrollPageTo,
  topmostAtCentreOf,
  waitForPage,
} from '@/testing/page-helpers';
import {
  forcedColorsParameters,
  narrowPhoneViewport,
  phoneViewport,
  printParameters,
} from '@/testing/story-parameters';

const meta = {
  title: 'Shell/App shell',
  decorators: [withPage],
  parameters: pageParameters('/dashboard'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const HOSTILE_HTML =
  '<p>Hello <strong>team</strong><script>window.__shellPwned = true</script>' +
  '<img src="x" alt="" onerror="window.__shellPwned = true"> <a href="javascript:window.__shellPwned = true">click</a>' +
  '<svg onload="window.__shellPwned = true"></svg><style>body{display:none}</style></p>';
const pwned = () => (window as unknown as { __shellPwned?: boolean }).__shellPwned;

export const LearnerHeader: Story = {
  parameters: pageParameters('/dashboard', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByTestId('site-logo')).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    await expect(await header.findByRole('link', { name: /points$/ })).toHaveAttribute('href', '/incentives');
    await expect(header.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const UserMenuOpen: Story = {
  parameters: pageParameters('/dashboard', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    // Pressed before the menu's code has arrived, the button is the stand-in (LazyUserMenu), which
    // the menu replaces as it opens: the trigger is looked up again below.
    const trigger = () => canvas.getByRole('button', { name: /Jonas Lindqvist/ });
    await userEvent.click(trigger());
    // The kit's menu opens over the page, in a layer of the document's body.
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    // Each item is a link: it opens in a new tab with the browser's own keys, as any link does.
    await expect(within(menu).getByRole('menuitem', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/user',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'View profile' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Edit profile' })).toBeVisible();
    // The user's own lists, reachable whatever the server's navigation names.
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('href', '/archive');
    await expect(within(menu).getByRole('menuitem', { name: 'Subscriptions' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    // Learners may not act as someone else.
    await expect(within(menu).queryByRole('menuitem', { name: 'Masquerade' })).not.toBeInTheDocument();
    // Synthetic clicks do not drive the menu's item selection (a real pointer does): choose by keyboard,
    // once the menu has focus, as the Menu stories do.
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View profile' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    // The closed menu hands the focus back to its trigger at once (a microtask after the choice); the
    // new page's main content takes it after the navigation has rendered (use-main-focus-after-
    // navigation.ts), so the user goes on from the page they chose. Take it away for a picture without
    // a ring.
    const main = canvasElement.ownerDocument.getElementById('main-content');
    await waitFor(() => expect(main).toHaveFocus());
    (document.activeElement as HTMLElement).blur();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Jonas Lindqvist' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const AdministratorMenu: Story = {
  parameters: pageParameters('/dashboard', { role: 'administrator' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Amira Haddad/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(await within(menu).findByRole('menuitem', { name: 'Masquerade' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: pageParameters('/not-found', { role: 'visitor' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByTestId('site-logo')).toHaveAttribute('href', '/');
    await expect(await header.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/user/register');
    await expect(header.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await expect(header.queryByTestId('points-badge')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  },
};

export const VisitorWithoutSignUp: Story = {
  parameters: pageParameters('/not-found', {
    role: 'visitor',
    mockDb: (db) => {
      db.platform.siteSettings.signup_url = null;
      db.platform.siteSettings.login_url = '';
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await expect(await header.findByTestId('site-logo')).toBeVisible();
    await expect(header.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await expect(header.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  },
};

export const ShopAndLeaderboardOff: Story = {
  parameters: pageParameters('/dashboard', {
    scenario: 'shopDisabled',
    mockDb: (db) => {
      db.platform.siteSettings.incentives_leaderboard = false;
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(canvas.getByRole('banner'));
    const badge = await header.findByTestId('points-badge');
    await waitFor(() => expect(within(badge).getByText(/\d points?$/)).toBeInTheDocument());
    await expect(badge.tagName).toBe('SPAN');
    await expect(header.queryByRole('link', { name: 'Leaderboard' })).not.toBeInTheDocument();
  },
};

export const SearchBox: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(canvas.getByRole('banner'));
    const toggle = header.getByRole('button', { name: 'Search' });
    const input = header.getByTestId('header-search-input');
    await expect(input).not.toBeVisible();
    await expect(input).toHaveAttribute('name', 's');
    // The icon expands the field; with an empty value the button collapses it again.
    await userEvent.click(toggle);
    await expect(input).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(fullPageNavigations).toHaveLength(0);
    await userEvent.click(toggle);
    await expect(input).not.toBeVisible();
    // Escape collapses.
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(input).not.toBeVisible();
    await expect(toggle).toHaveFocus();
    // A click outside collapses.
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(input).not.toBeVisible();
    // Tab away collapses.
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).not.toBeVisible();
  },
};

/**
 * On a phone the open search covers the header's row and takes its width: beside the header's other
 * actions the field had some 80 px, and on a 320 px screen it pushed the avatar past the edge.
 * Empty, its button gives the header back.
 */
const searchCoversTheHeader: Story['play'] = async ({ canvas, canvasElement }) => {
  await waitForPage(canvasElement);
  const header = within(canvas.getByRole('banner'));
  const toggle = header.getByRole('button', { name: 'Search' });
  await userEvent.click(toggle);
  const field = header.getByTestId('header-search-input');
  await expect(field).toHaveFocus();
  await expectSideBySide([field, toggle]);
  await expect(topmostAtCentreOf(field)).toBe(field);
  await expect(toggle.contains(topmostAtCentreOf(toggle))).toBe(true);
  await expect(field.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.6);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
  await userEvent.click(toggle);
  await expect(field).not.toBeVisible();
  // Read again: the user menu's code replaces the avatar's button once it arrives.
  const avatar = header.getByRole('button', { name: /Jonas Lindqvist/ });
  await expect(avatar.contains(topmostAtCentreOf(avatar))).toBe(true);
  // Open again, for the picture.
  await userEvent.click(toggle);
  await expect(field).toHaveFocus();
};

export const SearchOpenOnAPhone: Story = { globals: phoneViewport, play: searchCoversTheHeader };

export const SearchOpenOnANarrowPhone: Story = { globals: narrowPhoneViewport, play: searchCoversTheHeader };

/** A contrast theme (forced colours) paints no backgrounds: the current page's link is in its selection colours. */
export const NavigationInForcedColours: Story = {
  parameters: { ...pageParameters('/dashboard'), ...forcedColorsParameters },
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expectApartInForcedColours(
      nav.getByRole('link', { name: 'Dashboard', current: 'page' }),
      nav.getByRole('link', { name: 'Incentives' }),
    );
  },
};

/**
 * Printed, a page is its content under the site's logo: the header's buttons, the cookie notice and
 * what floats over the screen are left off the paper.
 */
export const Printed: Story = {
  parameters: { ...pageParameters('/dashboard'), ...printParameters },
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(matchMedia('print').matches).toBe(true);
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByTestId('site-logo')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search', hidden: true })).not.toBeVisible();
    await expect(header.getByRole('button', { name: /Jonas Lindqvist/, hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(/We use cookies/)).not.toBeVisible();
  },
};

export const SearchSubmits: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: 'Search' }));
    await userEvent.type(header.getByTestId('header-search-input'), 'leadership{Enter}');
    await expect(fullPageNavigations).toEqual(['/search?s=leadership&search_back_url=%2Fdashboard']);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    await waitForPage(canvasElement);
  },
};

export const SearchSubmitting: Story = {
  parameters: pageParameters('/dashboard', {
    msw: { handlers: { search: [http.get('*/api/v2/search', neverRespond)] } },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: 'Search' }));
    await userEvent.type(header.getByTestId('header-search-input'), 'compliance');
    await userEvent.click(header.getByRole('button', { name: 'Search' }));
    await expect(fullPageNavigations[0]).toContain('s=compliance');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const NavigationGroups: Story = {
  parameters: pageParameters('/settings/storefront', { role: 'administrator' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    // The group holding the current page starts open; the others closed.
    const settings = nav.getByRole('button', { name: 'Settings' });
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Storefront' })).toHaveAttribute('aria-current', 'page');
    const catalogue = nav.getByRole('button', { name: 'Catalogue' });
    await expect(catalogue).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'All trainings' })).not.toBeInTheDocument();
    await userEvent.click(catalogue);
    await expect(catalogue).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All trainings' })).toBeVisible();
  },
};

export const NavigationFails: Story = {
  parameters: pageParameters('/dashboard', {
    msw: {
      handlers: {
        navigation: [http.get('*/api/v2/navigation', () => HttpResponse.json({}, { status: 500 }))],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByText('The menu could not be loaded.')).toBeVisible();
  },
};

export const FooterLinks: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const footer = within(await canvas.findByTestId('site-footer'));
    await expect(footer.getByText('© 2026 Northwind Traders')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Version 4.12.0' })).toHaveAttribute(
      'href',
      '/release-notes',
    );
    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy policy', '/privacy'],
      ['Terms of use', '/terms'],
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:academy@example.com',
    );
  },
};

export const FooterUntitledLinksAndNoVersion: Story = {
  parameters: pageParameters('/dashboard', {
    mockDb: (db) => {
      db.platform.footer.about.title = '';
      db.platform.footer.terms_of_use.title = '  ';
      db.platform.footer.version = null;
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const footer = within(await canvas.findByTestId('site-footer'));
    await expect(footer.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(footer.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    await expect(footer.queryByRole('link', { name: 'Terms of use' })).not.toBeInTheDocument();
    await expect(footer.queryByText(/Version/)).not.toBeInTheDocument();
  },
};

export const HostileFooterAndCookieHtml: Story = {
  parameters: pageParameters('/dashboard', {
    mockDb: (db) => {
      db.platform.footer.footer_text = HOSTILE_HTML;
      db.platform.cookieDisclaimer.disclaimer_text = HOSTILE_HTML;
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const footerText = await canvas.findByTestId('footer-text');
    const banner = await canvas.findByTestId('cookie-banner');
    for (const element of [footerText, banner]) {
      await expect(within(element).getByText('team')).toBeVisible();
      await expect(element.querySelector('script, style, svg, [onerror], [onload]')).toBeNull();
      await expect(element.querySelector('a[href^="javascript"]')).toBeNull();
    }
    await expect(document.body).toBeVisible();
    await expect(pwned()).toBeUndefined();
  },
};

/**
 * Tabbing through a form on a phone: each field and button it reaches is in sight, clear of the
 * sticky header and of the cookie notice at the bottom (WCAG 2.4.11), and so is the footer's last link.
 */
export const FocusClearOfTheHeaderAndCookieNoticeOnAPhone: Story = {
  parameters: pageParameters('/user/2/edit', { role: 'learner' }),
  globals: phoneViewport,
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie notice' });
    const header = canvas.getByRole('banner');
    const inSight = async (element: Element) => {
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
      await expect(box.top, name).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
      await expect(box.bottom, name).toBeLessThanOrEqual(banner.getBoundingClientRect().top);
    };
    (await canvas.findByLabelText(/^First name/)).focus();
    const form = canvas.getByRole('form', { name: 'Edit profile' });
    let reached = 0;
    while (form.contains(document.activeElement) && reached < 20) {
      await inSight(document.activeElement as Element);
      reached += 1;
      await userEvent.tab();
    }
    // First and last name, email, job title, language, time zone, Save.
    await expect(reached).toBe(7);
    const footerLinks = within(canvas.getByRole('contentinfo')).getAllByRole('link');
    const last = footerLinks[footerLinks.length - 1] as HTMLElement;
    last.focus();
    await inSight(last);
  },
};

export const CookieBannerCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie notice' });
    await expect(within(banner).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // Closed from the keyboard: the focus goes on from the page's content, not from the document's top.
    within(banner).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    await expect(canvasElement.ownerDocument.getElementById('main-content')).toHaveFocus();
    // The server remembered the agreement: the refetched disclaimer is empty.
    await waitFor(() => expect(document.cookie).toContain('cookie-agreed'));
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvasElement.ownerDocument.getElementById('main-content')?.tagName).toBe('MAIN');
  },
};

/**
 * A keyboard user who follows a link goes on from the new page's main content, as after the skip
 * link: the link they pressed went with its page, and the focus fell back to the document's top.
 */
export const FocusOnTheMainContentAfterFollowingALink: Story = {
  tags: ['no-screenshot'],
  parameters: pageParameters('/dashboard', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const main = canvasElement.ownerDocument.getElementById('main-content');
    (await canvas.findByRole('link', { name: 'Visit the shop' })).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 1, name: 'Rewards shop' });
    await waitFor(() => expect(main).toHaveFocus());
    await userEvent.tab();
    await expect(main?.contains(document.activeElement)).toBe(true);
  },
};

export const BackToTop: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const main = canvasElement.ownerDocument.getElementById('main-content');
    const spacer = document.createElement('div');
    spacer.style.height = `${window.innerHeight * 6}px`;
    main?.append(spacer);
    await expect(canvas.queryByTestId('back-to-top')).not.toBeInTheDocument();
    await scrollPageTo(window.innerHeight * 2);
    await expect(canvas.queryByTestId('back-to-top')).not.toBeInTheDocument();
    await scrollPageTo(window.innerHeight * 3 + 50);
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByTestId('back-to-top')).not.toBeInTheDocument());
    // Shown again far down, then hidden when the page gets shorter.
    await scrollPageTo(window.innerHeight * 4);
    await canvas.findByRole('button', { name: 'Back to top' });
    spacer.remove();
    await waitFor(() => expect(canvas.queryByTestId('back-to-top')).not.toBeInTheDocument());
  },
};

/**
 * At the end of a long page on a phone, Back to top covered the footer's last link (Terms of use),
 * which is only on screen there. The footer keeps room below its last line, with the cookie notice
 * and without.
 */
export const BackToTopClearOfTheFooterOnAPhone: Story = {
  tags: ['no-screenshot'],
  globals: phoneViewport,
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    // The notice arrives with its own response, which can follow the page's: a person scrolls down a
    // page whose notice is on screen. Shown after the scroll, it lifts Back to top by its height.
    const notice = await canvas.findByRole('region', { name: 'Cookie notice' });
    const spacer = document.createElement('div');
    spacer.style.height = `${window.innerHeight * 6}px`;
    canvasElement.ownerDocument.getElementById('main-content')?.append(spacer);
    const footerClear = async () => {
      await scrollPageTo(document.documentElement.scrollHeight);
      const button = (await canvas.findByRole('button', { name: 'Back to top' })).getBoundingClientRect();
      for (const link of within(canvas.getByRole('contentinfo')).getAllByRole('link')) {
        const box = link.getBoundingClientRect();
        const overlaps =
          box.bottom > button.top &&
          box.top < button.bottom &&
          box.right > button.left &&
          box.left < button.right;
        await expect(overlaps, link.textContent ?? '').toBe(false);
      }
    };
    await footerClear();
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument(),
    );
    await footerClear();
  },
};

/**
 * On a phone, far down a page, a control kept in view as it moves (the storefront editor's Move
 * down) scrolls into view above Back to top, not only above the cookie notice under it.
 */
export const FocusClearOfBackToTopOnAPhone: Story = {
  tags: ['no-screenshot'],
  globals: phoneViewport,
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('region', { name: 'Cookie notice' });
    const main = canvasElement.ownerDocument.getElementById('main-content');
    const screen = window.innerHeight;
    const spacer = (screens: number) => {
      const element = document.createElement('div');
      element.style.height = `${screen * screens}px`;
      return element;
    };
    const next = document.createElement('button');
    next.textContent = 'Next';
    main?.append(spacer(4), next, spacer(3));
    // Beyond three screens, with the button just below the screen's edge.
    await scrollPageTo(next.getBoundingClientRect().top + window.scrollY - screen + 10);
    const backToTop = await canvas.findByRole('button', { name: 'Back to top' });
    // Shown on the screen, as a person sees it: a frame painted with it (the dock's new size is
    // measured before that paint, after the frame's animation callbacks).
    for (const _frame of [1, 2]) await new Promise(requestAnimationFrame);
    next.focus({ preventScroll: true });
    next.scrollIntoView({ block: 'nearest' });
    await expect(next.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      backToTop.getBoundingClientRect().top,
    );
  },
};

export const LoadingOverlay: Story = {
  parameters: pageParameters('/dashboard', { scenario: 'neverResolving' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('loading-overlay')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/**
 * A link followed while the next page's route still waits: the home's rules wait for the public
 * configuration (src/app/guards.ts), which never responds here. The page being left stays, usable,
 * under the progress line, and the page's region says it is busy.
 */
export const NavigatingToTheNextPage: Story = {
  parameters: pageParameters('/not-found', {
    role: 'visitor',
    msw: publicConfigPending(),
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(within(canvas.getByRole('banner')).getByTestId('site-logo'));
    await expect(await canvas.findByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(heading).toBeVisible();
    await expect(canvas.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  },
};

/** A navigation that waits for nothing (the page's code and its guards' data are in) shows no progress line. */
export const NavigatingWithNothingToWaitFor: Story = {
  parameters: pageParameters('/dashboard', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    let lineShown = false;
    const observer = new MutationObserver(() => {
      lineShown ||= canvas.queryByRole('progressbar', { name: 'Loading the page' }) !== null;
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    try {
      await userEvent.click(within(canvas.getByRole('banner')).getByTestId('site-logo'));
      await waitForPage(canvasElement);
    } finally {
      observer.disconnect();
    }
    await expect(lineShown).toBe(false);
  },
};

export const ServerErrorEverywhere: Story = {
  parameters: pageParameters('/dashboard', { scenario: 'serverError' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Oops, something went wrong :(' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

export const UnauthorizedEverywhere: Story = {
  parameters: pageParameters('/incentives', { scenario: 'unauthorized' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const ForbiddenEverywhere: Story = {
  parameters: pageParameters('/dashboard', { scenario: 'forbidden' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
    await waitForPage(canvasElement);
  },
};

export const LongNames: Story = {
  parameters: pageParameters('/dashboard', {
    mockDb: (db) => {
      const learner = db.platform.users.find((user) => user.uid === 2);
      if (learner) {
        learner.first_name = 'Bartholomew Alexander';
        learner.last_name = 'Featherstonehaugh-Wolfeschlegelstein-Vandenberghe';
        learner.full_name = `${learner.first_name} ${learner.last_name}`;
      }
      db.platform.footer.footer_copyright =
        '© 2026 Northwind Traders International Holdings and Affiliated Learning Institutes of the Northern Hemisphere';
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Featherstonehaugh/ })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: pageParameters('/dashboard', { locale: 'ar', role: 'administrator' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('navigation', { name: translated('ar', 'Main navigation') })).toBeVisible();
  },
};

/** The site's header (the shop brings a second <header> of its own inside the page). */
const siteHeader = (canvasElement: HTMLElement) => canvasElement.querySelector('header') as HTMLElement;

/**
 * A dark header colour from the appearance: every control of the header is in the header's text
 * colour (Search was in the page's, dark on dark).
 */
export const DarkHeader: Story = {
  tags: ['no-screenshot'],
  parameters: pageParameters('/dashboard', {
    role: 'learner',
    appearance: { colors: { header: '#1b2430' } },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const header = siteHeader(canvasElement);
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe('rgb(27, 36, 48)'));
    const background = parseColor(getComputedStyle(header).backgroundColor);
    const text = parseColor(getComputedStyle(within(header).getByRole('button', { name: 'Search' })).color);
    await expect(text && background && contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  },
};

/** On a dark sidebar the focus ring is the sidebar's text colour: the page's blue would be lost on it. */
export const FocusRingOnADarkSidebar: Story = {
  tags: ['no-screenshot'],
  parameters: pageParameters('/dashboard', {
    role: 'learner',
    appearance: { colors: { sidebarMenu: '#10243f' } },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const link = within(navigation).getByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(getComputedStyle(navigation).backgroundColor).toBe('rgb(16, 36, 63)'));
    // A key pressed first, as a keyboard user does: the focus then shows its ring.
    await userEvent.keyboard('{Shift}');
    link.focus();
    await expect(link).toHaveFocus();
    const ring = parseColor(getComputedStyle(link).outlineColor);
    const background = parseColor(getComputedStyle(navigation).backgroundColor);
    await expect(ring && background && contrastRatio(ring, background)).toBeGreaterThanOrEqual(3);
  },
};

/** Every item of the signed-in header fits a 390-px screen without covering another. */
export const PhoneHeader: Story = {
  globals: phoneViewport,
  parameters: pageParameters('/incentives', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(siteHeader(canvasElement));
    const points = await header.findByRole('link', { name: /points$/ });
    await expectSideBySide([
      header.getByRole('button', { name: 'Open navigation' }),
      header.getByTestId('site-logo'),
      header.getByRole('button', { name: 'Search' }),
      points,
      header.getByRole('button', { name: /Jonas|account/ }),
    ]);
    // The drawer offers the leaderboard the phone's header has no room for.
    await expect(header.queryByRole('link', { name: 'Leaderboard' })).toBeNull();
    await userEvent.click(header.getByRole('button', { name: 'Open navigation' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
  },
};

export const PhoneHeaderRightToLeft: Story = {
  globals: phoneViewport,
  parameters: pageParameters('/incentives', { role: 'learner', locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const header = within(siteHeader(canvasElement));
    const points = await header.findByTestId('points-badge');
    await waitFor(() => expect(points).toHaveAttribute('aria-busy', 'false'));
    await expectSideBySide([
      header.getByRole('button', { name: translated('ar', 'Open navigation') }),
      header.getByTestId('site-logo'),
      header.getByRole('button', { name: translated('ar', 'Search') }),
      points,
      header.getByRole('button', { name: /Jonas/ }),
    ]);
  },
};

/** Scrolled: the page's cards pass under the sticky header, never over it. */
export const ScrolledUnderTheHeader: Story = {
  parameters: pageParameters('/incentives', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findAllByRole('link', { name: /points$/ });
    await scrollPageTo(400);
    const header = within(siteHeader(canvasElement));
    for (const item of [
      header.getByTestId('points-badge'),
      header.getByRole('button', { name: /Jonas|account/ }),
      header.getByTestId('site-logo'),
    ]) {
      await expect(item.contains(topmostAtCentreOf(item))).toBe(true);
    }
  },
};

export const ScrolledUnderTheHeaderOnAPhone: Story = { ...ScrolledUnderTheHeader, globals: phoneViewport };

/** Scrolled to the footer on a wide screen: the sidebar's links stay in view below the header. */
export const SidebarLinksInViewAtTheFooter: Story = {
  parameters: pageParameters('/catalog', { role: 'learner' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await canvas.findByRole('navigation', { name: 'Catalogue pages' });
    await scrollPageTo(document.documentElement.scrollHeight);
    const sidebar = within(canvas.getByTestId('sidebar'));
    const headerBottom = siteHeader(canvasElement).getBoundingClientRect().bottom;
    const items = [...sidebar.getAllByRole('link'), ...sidebar.getAllByRole('button')];
    await expect(items.length).toBeGreaterThan(2);
    for (const item of items) {
      await expect(item.getBoundingClientRect().top).toBeGreaterThanOrEqual(headerBottom);
      await expect(item.contains(topmostAtCentreOf(item))).toBe(true);
    }
  },
};

/** The open drawer and its backdrop cover the page and the header; nothing shows through. */
export const DrawerCoversThePage: Story = {
  globals: phoneViewport,
  parameters: pageParameters('/incentives', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await scrollPageTo(300);
    await userEvent.click(within(siteHeader(canvasElement)).getByRole('button', { name: 'Open navigation' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toHaveAttribute('data-state', 'open'));
    // Once opened, nothing paints over it (a full run once caught something there for a moment).
    await waitFor(() => expect(drawer.contains(topmostAtCentreOf(drawer))).toBe(true));
    // Beside the drawer: the backdrop, above the header and the page alike.
    const box = drawer.getBoundingClientRect();
    const beside = paintedAt((box.right + window.innerWidth) / 2, 30);
    await expect(beside?.closest('header, main')).toBeNull();
    await expect(beside).toHaveAttribute('data-part', 'backdrop');
    await expect(getComputedStyle(drawer).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

/** A dialog covers the cookie banner: the notice waits below the modal layer. */
export const DialogAboveTheCookieBanner: Story = {
  parameters: pageParameters('/settings/incentives/products', { role: 'administrator' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    const banner = await canvas.findByRole('button', { name: 'Close' });
    const deletes = await canvas.findAllByRole('button', { name: /^Delete / });
    await userEvent.click(deletes[0] as HTMLElement);
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    await expect(banner.contains(topmostAtCentreOf(banner))).toBe(false);
  },
};
