import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question ("Delete this product?"). */
  title: string;
  /** What happens if the person confirms. */
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the action runs: the confirm button spins, nothing closes the dialog. */
  pending?: boolean;
  /** 'danger' for what cannot be undone. */
  tone?: 'danger' | 'solid';
  /** Where the focus goes as it closes when the action removed what opened it (Dialog). */
  finalFocusEl?: () => HTMLElement | null;
}

/** An alert dialog that asks before an action, small (600 px) like every confirmation. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  tone = 'danger',
  finalFocusEl,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      role="alertdialog"
      size="small"
      title={title}
      description={description}
      closeOnInteractOutside={!pending}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="ghost" disabled={pending} onClick={() => onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button variant={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
