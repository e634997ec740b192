import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui';

const backdrop = css({ position: 'fixed', inset: '0', bg: 'backdrop', zIndex: 'modal' });
const positioner = css({
  position: 'fixed',
  inset: '0',
  display: 'grid',
  placeItems: 'center',
  padding: '4',
  zIndex: 'modal',
});
const content = css({
  bg: 'surface',
  borderRadius: 'l3',
  padding: '6',
  width: 'dialogSmall',
  maxWidth: '100%',
  display: 'grid',
  gap: '4',
  boxShadow: '0 12px 40px rgba(0,0,0,0.2)',
});

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
}

/** A small alert dialog (docs/product.md §9: 600 px) that asks before something irreversible. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content}>
            <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold', margin: 0 })}>
              {title}
            </Dialog.Title>
            <Dialog.Description className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>
              {description}
            </Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
              <Dialog.CloseTrigger asChild>
                <Button variant="ghost">{t('Cancel')}</Button>
              </Dialog.CloseTrigger>
              <Button variant="danger" loading={pending} disabled={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
