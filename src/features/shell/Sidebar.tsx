import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { unlessLeaving } from '@/lib/unless-leaving';
import { NavigationContent, navigationPanel } from './NavigationContent';
import type { SidebarDrawerProps } from './SidebarDrawer';

/**
 * The rail's column runs the height of the page, down to the footer. It never anchors the scroll,
 * so the browser keeps the page's own content in place when content above it changes.
 */
const rail = css({
  display: { base: 'none', lg: 'block' },
  width: '64',
  flexShrink: 0,
  bg: 'sidebar.bg',
  borderInlineEndWidth: 'thin',
  borderColor: 'border',
  overflowAnchor: 'none',
});
/**
 * Its links stay in view below the sticky header. Only they are sticky: a sticky column a screen
 * tall would be pushed up under the header by the footer.
 */
const railLinks = css({
  position: 'sticky',
  insetBlockStart: '16',
  maxHeight: 'calc(100dvh - token(sizes.16))',
});
const SidebarDrawer = lazy(async () => ({
  default: (await unlessLeaving(() => import('./SidebarDrawer'))).SidebarDrawer,
}));

/** The shell owns the drawer's open state: its menu button in the header opens it. */
export type SidebarProps = SidebarDrawerProps;

/** docs/product.md §2: the navigation sidebar of signed-in users; a drawer on small screens. */
export function Sidebar({ drawerOpen, onDrawerOpenChange }: SidebarProps) {
  const { t } = useTranslation();
  // The drawer's code loads the first time it opens, then stays so that it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(drawerOpen);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  return (
    <>
      <nav aria-label={t('Main navigation')} className={rail} data-testid="sidebar">
        <div className={`${navigationPanel} ${railLinks}`}>
          <NavigationContent />
        </div>
      </nav>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SidebarDrawer drawerOpen={drawerOpen} onDrawerOpenChange={onDrawerOpenChange} />
        </Suspense>
      )}
    </>
  );
}
