import { Suspense, useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { toast } from '@/ui/Toast';
import { lazyShellPart } from './lazy-shell-part';
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
type DrawerProps = SidebarDrawerProps & {
  /** Its code could not be fetched: the drawer closes, and the next press asks for it again. */
  onUnavailable: () => void;
};

/** In the drawer's place when its code could not be fetched: the page stays as it was. */
function DrawerUnavailable({ onDrawerOpenChange, onUnavailable }: DrawerProps) {
  useEffect(() => {
    onDrawerOpenChange(false);
    onUnavailable();
  }, [onDrawerOpenChange, onUnavailable]);
  return null;
}

/** The drawer's code, fetched the first time it opens. */
const lazyDrawer = () =>
  lazyShellPart<DrawerProps>(
    'navigation drawer',
    async () => (await import('./SidebarDrawer')).SidebarDrawer,
    DrawerUnavailable,
  );

/** The shell owns the drawer's open state: its menu button in the header opens it. */
export type SidebarProps = SidebarDrawerProps;

/** docs/product.md §2: the navigation sidebar of signed-in users; a drawer on small screens. */
export function Sidebar({ drawerOpen, onDrawerOpenChange }: SidebarProps) {
  const { t } = useTranslation();
  // The drawer's code loads the first time it opens, then stays so that it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(drawerOpen);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  // A new lazy component for each try: React keeps a failed one's failure. (Chromium then fetches
  // the code again; Firefox and WebKit keep a module that failed until the page is reloaded.)
  const [{ SidebarDrawer }, setDrawer] = useState(() => ({ SidebarDrawer: lazyDrawer() }));
  // The press did nothing the user can see: the generic notice says so (docs/product.md §8), when
  // the notices' own code can be fetched.
  const failed = t('Something went wrong, please try again.');
  const onUnavailable = useCallback(() => {
    setDrawerWanted(false);
    setDrawer({ SidebarDrawer: lazyDrawer() });
    toast.error(failed);
  }, [failed]);
  return (
    <>
      <nav aria-label={t('Main navigation')} className={rail} data-testid="sidebar">
        <div className={`${navigationPanel} ${railLinks}`}>
          <NavigationContent />
        </div>
      </nav>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SidebarDrawer
            drawerOpen={drawerOpen}
            onDrawerOpenChange={onDrawerOpenChange}
            onUnavailable={onUnavailable}
          />
        </Suspense>
      )}
    </>
  );
}
