import { type ReactNode, useState } from 'react';
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
  /** Starts the action, which then sets `pending` or closes the dialog: the button is busy until either. */
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
  // A second press (Enter twice) can come before `pending` does: the query library tells React of a
  // mutation's state a task later. The button is busy from the first press until the action settles
  // (`pending` back to false) or the dialog closes, so the action never runs twice.
  const [pressed, setPressed] = useState(false);
  const [last, setLast] = useState({ open, pending });
  if (last.open !== open || last.pending !== pending) {
    setLast({ open, pending });
    if (last.open !== open || !pending) setPressed(false);
  }
  const busy = pending || pressed;
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
          <Button
            variant={tone}
            loading={busy}
            onClick={() => {
              setPressed(true);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
