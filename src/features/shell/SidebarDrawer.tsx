import { Dialog } from '@ark-ui/react/dialog';
import { X } from 'lucide-react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from '@/ui/Icon';
import { NavigationContent, navigationPanel } from './NavigationContent';

const backdrop = css({ position: 'fixed', inset: '0', bg: 'backdrop', zIndex: 'drawer' });
const positioner = css({
  position: 'fixed',
  insetBlock: '0',
  insetInlineStart: '0',
  zIndex: 'drawer',
  display: 'flex',
});
const drawer = css({
  width: 'min(token(sizes.80), 85vw)',
  height: '100dvh',
  boxShadow: 'xl',
  // Forced colours (a contrast theme) show no shadows: a line shows where the drawer ends.
  _highContrast: { borderInlineEndWidth: 'thin', borderStyle: 'solid' },
  outline: 'none',
});
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

/**
 * The navigation as a drawer, for screens without room for the rail. Loaded the first time it
 * opens (Sidebar.tsx): a first visit does not download the dialog's focus trap and scroll lock.
 */
export interface SidebarDrawerProps {
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

export function SidebarDrawer({ drawerOpen, onDrawerOpenChange }: SidebarDrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={drawerOpen}
      onOpenChange={({ open }) => onDrawerOpenChange(open)}
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop className={backdrop} />
      <Dialog.Positioner className={positioner}>
        <Dialog.Content className={`${navigationPanel} ${drawer}`}>
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
  );
}
