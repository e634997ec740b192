import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { css } from 'styled-system/css';
import { useSession } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { LoadingOverlay } from '@/ui/LoadingOverlay';
import { ProgressLine } from '@/ui/ProgressLine';
import { ToastStack } from '@/ui/Toast';
import { BackToTop } from './BackToTop';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageBackground } from './PageBackground';
import { usePageChrome } from './page-chrome';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import type { ShellSlots } from './shell-slots';
import { useMainFocusAfterNavigation } from './use-main-focus-after-navigation';
import { useScrollPadding } from './use-scroll-padding';
import { useShellLoading } from './use-shell-loading';

const frame = css({
  position: 'relative',
  isolation: 'isolate',
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
});
const body = css({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  // At least a screen below the header: the footer starts below the fold, so a page whose content
  // arrives after the shell does not push a visible footer down (layout shift, docs/performance.md).
  minHeight: 'calc(100dvh - token(sizes.16))',
});
/**
 * What floats at the bottom of the screen, stacked: the Back to top button above the cookie notice,
 * never under it (at 800×500 the notice covered the button, which could not be pressed).
 */
const bottomDock = css({
  position: 'fixed',
  insetInline: { base: '2', md: '6' },
  insetBlockEnd: { base: '2', md: '6' },
  zIndex: 'banner',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  // The dock spans the screen's width; only what is in it takes presses.
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
  // A printed page is the page: nothing of the screen's own floats over it.
  _print: { display: 'none' },
});

const main = css({
  flex: 1,
  minWidth: 0,
  paddingBlock: { base: '4', md: '8' },
  paddingInline: { base: '4', md: '8' },
  outline: 'none',
});

/**
 * The root layout of every route (docs/product.md §2 "Shell"): skip link, loading
 * overlay, masquerade banner, header (unless the page brings its own),
 * sidebar for signed-in users, the page, footer, cookie banner, Back to top,
 * the toast stack.
 */
export function AppShell({ slots = {} }: { slots?: ShellSlots }) {
  const session = useSession();
  const loading = useShellLoading(session);
  const chrome = usePageChrome();
  const location = useLocation();
  // The next page's code (React Router's `lazy`) and middleware: the current page stays meanwhile.
  const navigating = useNavigation().state === 'loading';
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const scrollPadding = useScrollPadding();

  useMainFocusAfterNavigation();

  // A navigation closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    // Room at its end for the cookie notice (use-scroll-padding.ts): the footer's last line can scroll above it.
    <div ref={scrollPadding.page} className={frame}>
      <SkipLink />
      <PageBackground own={chrome.background} />
      {session.signedIn && slots.Banner && <slots.Banner />}
      {!chrome.ownHeader && (
        <Header
          ref={scrollPadding.header}
          session={session}
          PointsBadge={slots.PointsBadge}
          onOpenNavigation={session.signedIn ? () => setDrawerOpen(true) : undefined}
          navigationOpen={drawerOpen}
        />
      )}
      <div className={body}>
        {session.signedIn && <Sidebar drawerOpen={drawerOpen} onDrawerOpenChange={setDrawerOpen} />}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={main} aria-busy={navigating || undefined}>
          <Outlet />
        </main>
      </div>
      <Footer />
      <div className={bottomDock} ref={scrollPadding.dock}>
        <BackToTop />
        <CookieBanner ref={scrollPadding.notice} />
      </div>
      {/* A new page starts at its top, and Back returns to where the user was (React Router's own).
          A change of a list's query keeps the scroll: those navigations say `preventScrollReset`. */}
      <ScrollRestoration />
      <ToastStack />
      <ProgressLine active={navigating} label={t('Loading the page')} />
      {loading && <LoadingOverlay source="shell" />}
    </div>
  );
}
