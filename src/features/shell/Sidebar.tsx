import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { unlessLeaving } from '@/lib/unless-leaving';
import { NavigationContent, navigationPanel } from './NavigationContent';
import type { SidebarDrawerProps } from './SidebarDrawer';

const rail = css({
  display: { base: 'none', lg: 'block' },
  width: '64',
  flexShrink: 0,
  position: 'sticky',
  insetBlockStart: '16',
  height: 'calc(100dvh - token(sizes.16))',
  borderInlineEndWidth: 'thin',
  borderColor: 'border',
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
      <nav aria-label={t('Main navigation')} className={`${navigationPanel} ${rail}`} data-testid="sidebar">
        <NavigationContent />
      </nav>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SidebarDrawer drawerOpen={drawerOpen} onDrawerOpenChange={onDrawerOpenChange} />
        </Suspense>
      )}
    </>
  );
}
