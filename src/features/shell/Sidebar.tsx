import { Dialog } from '@ark-ui/react/dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { css } from 'styled-system/css';
import { type NavigationItem, navigationQueryOptions } from '@/api/navigation';
import { siteSettingsQueryOptions } from '@/api/settings';
import { useTranslation } from '@/i18n';
import { Icon } from '@/ui/Icon';
import { SkeletonText } from '@/ui/Skeleton';
import { NavigationTree } from './NavigationTree';

const panel = css({
  bg: 'sidebar.bg',
  color: 'sidebar.fg',
  paddingBlock: '4',
  paddingInline: '3',
  overflowY: 'auto',
});
const rail = css({
  display: { base: 'none', lg: 'block' },
  width: '64',
  flexShrink: 0,
  position: 'sticky',
  insetBlockStart: '16',
  height: 'calc(100dvh - token(sizes.16))',
  borderInlineEndWidth: '1px',
  borderColor: 'border',
});
const backdrop = css({ position: 'fixed', inset: '0', bg: 'backdrop', zIndex: 'drawer' });
const positioner = css({
  position: 'fixed',
  insetBlock: '0',
  insetInlineStart: '0',
  zIndex: 'drawer',
  display: 'flex',
});
const drawer = css({ width: 'min(20rem, 85vw)', height: '100dvh', boxShadow: 'xl', outline: 'none' });
const drawerHeading = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: '3',
  paddingInline: '3',
});
const close = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '10',
  height: '10',
  borderRadius: 'l2',
  color: 'inherit',
  cursor: 'pointer',
  _hover: { bg: 'muted', color: 'fg' },
});

function NavigationContent({ onNavigate, inDrawer }: { onNavigate?: () => void; inDrawer?: boolean }) {
  const { t } = useTranslation();
  const navigation = useQuery(navigationQueryOptions());
  const leaderboard = useQuery(siteSettingsQueryOptions()).data?.incentives_leaderboard;
  if (navigation.isPending) return <SkeletonText lines={5} />;
  if (navigation.isError)
    return (
      <p className={css({ fontSize: 'sm', paddingInline: '3' })}>{t('The menu could not be loaded.')}</p>
    );
  // On a phone the header has no room for the leaderboard icon: the drawer offers it instead.
  const items: NavigationItem[] =
    inDrawer && leaderboard
      ? [
          ...navigation.data,
          { id: 'leaderboard', title: t('Leaderboard'), url: '/leaderboard', icon: 'trophy', children: [] },
        ]
      : navigation.data;
  return <NavigationTree items={items} onNavigate={onNavigate} />;
}

export interface SidebarProps {
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

/** docs/product.md §2: the navigation sidebar of signed-in users; a drawer on small screens. */
export function Sidebar({ drawerOpen, onDrawerOpenChange }: SidebarProps) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('Main navigation')} className={`${panel} ${rail}`} data-testid="sidebar">
        <NavigationContent />
      </nav>
      <Dialog.Root
        open={drawerOpen}
        onOpenChange={({ open }) => onDrawerOpenChange(open)}
        lazyMount
        unmountOnExit
      >
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={`${panel} ${drawer}`}>
            <div className={drawerHeading}>
              <Dialog.Title className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
                {t('Navigation')}
              </Dialog.Title>
              <Dialog.CloseTrigger className={close} aria-label={t('Close navigation')}>
                <Icon icon={X} size={20} />
              </Dialog.CloseTrigger>
            </div>
            <nav aria-label={t('Main navigation')}>
              <NavigationContent inDrawer onNavigate={() => onDrawerOpenChange(false)} />
            </nav>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </>
  );
}
