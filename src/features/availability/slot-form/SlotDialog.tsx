import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Repeat, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import {
  createSlotMutationOptions,
  deleteSlotMutationOptions,
  type Slot,
  type SlotInput,
  updateSlotMutationOptions,
} from '@/api/availability';
import { hasStatus, isApiError } from '@/api/errors';
import { idempotencyKeys } from '@/api/idempotency';
import { useTranslation } from '@/i18n';
import { Button, ConfirmDialog, Icon } from '@/ui';
import { Dialog } from '@/ui/Dialog';
import { toast } from '@/ui/Toast';
import { formValuesForSlot, type SlotFormValues, toSlotInput } from '../model/slots';
import { SlotForm } from './SlotForm';

export type SlotDialogTarget = { kind: 'create'; initial: SlotFormValues } | { kind: 'edit'; slot: Slot };

/** A change the dialog saved: the slot it changed (none once deleted), and when the save began. */
export interface SlotChange {
  slotId?: number;
  since: number;
}

export interface SlotDialogProps {
  target: SlotDialogTarget;
  /** Whose calendar: omitted for the signed-in user's own. */
  uid?: number;
  timeZone: string;
  /** Closed, with the change it saved, if any (a slot edited or deleted). */
  onClose: (change?: SlotChange) => void;
}

const intro = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  margin: 0,
  paddingBlock: '2',
  paddingInline: '3',
  borderRadius: 'l2',
  bg: 'info.subtle',
  fontSize: 'sm',
});

/** The fields that differ from the stored slot: PATCH sends only those. */
function changedFields(before: SlotInput, after: SlotInput): Partial<SlotInput> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => before[key as keyof SlotInput] !== value),
  ) as Partial<SlotInput>;
}

/**
 * Creates or edits one slot in the kit's Dialog. A failed save keeps the dialog open with the
 * user's edits; the server's field messages appear on their fields (docs/forms.md).
 */
export function SlotDialog({ target, uid, timeZone, onClose }: SlotDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const [initial] = useState<SlotFormValues>(() =>
    target.kind === 'edit' ? formValuesForSlot(target.slot, timeZone) : target.initial,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Closed with changes not saved (Escape, the close button, Cancel), it asks before losing them.
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const requestClose = () => (dirty ? setConfirmingDiscard(true) : onClose());

  const create = useMutation(createSlotMutationOptions(queryClient));
  // Saved again after a failure, the same input carries the same key: a slot the server created
  // before the response was lost is not created twice.
  const [keyFor] = useState(() => idempotencyKeys());
  const update = useMutation(updateSlotMutationOptions(queryClient));
  const remove = useMutation(deleteSlotMutationOptions(queryClient));
  const saving = create.isPending || update.isPending;
  const pending = saving || remove.isPending;

  const explain = (error: unknown) => {
    if (hasStatus(error, 403)) return t('You may not change this calendar.');
    if (hasStatus(error, 404)) return t('This slot no longer exists.');
    if (hasStatus(error, 400) && isApiError(error) && error.fieldErrors) {
      return t('The slot could not be saved. Check the highlighted fields.');
    }
    return t('Something went wrong, please try again.');
  };
  const fail = (error: unknown) => {
    const message = explain(error);
    setFailure(message);
    toast.error(message);
  };

  /** Resolves once saved (and closes); rejects with the API error so the form can place its messages. */
  const save = async (values: SlotFormValues) => {
    setFailure(null);
    const input = toSlotInput(values, timeZone);
    if (target.kind === 'edit') {
      const changes = changedFields(toSlotInput(initial, timeZone), input);
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      const since = Date.now();
      await update.mutateAsync({ id: target.slot.id, changes });
      toast.success(t('The slot has been updated.'));
      onClose({ slotId: target.slot.id, since });
      return;
    }
    const created = uid === undefined ? input : { ...input, uid };
    await create.mutateAsync({ ...created, idempotencyKey: keyFor(created) });
    toast.success(t('The slot has been added.'));
    onClose();
  };

  const confirmDelete = () => {
    if (target.kind !== 'edit') return;
    setFailure(null);
    const since = Date.now();
    remove.mutate(target.slot.id, {
      onSuccess: () => {
        toast.success(t('The slot has been deleted.'));
        setConfirmingDelete(false);
        onClose({ since });
      },
      onError: (error) => {
        setConfirmingDelete(false);
        fail(error);
      },
    });
  };

  const repeats = target.kind === 'edit' && target.slot.repeat_weekly;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open && !pending) requestClose();
        }}
        title={target.kind === 'edit' ? t('Edit slot') : t('New slot')}
        closeOnInteractOutside={false}
        footerStart={
          target.kind === 'edit' && (
            <Button
              variant="outline"
              className={css({ color: 'error', borderColor: 'error' })}
              startIcon={<Icon icon={Trash2} size={16} />}
              disabled={pending}
              onClick={() => setConfirmingDelete(true)}
            >
              {t('Delete')}
            </Button>
          )
        }
        footer={
          <>
            <Button variant="outline" disabled={pending} onClick={requestClose}>
              {t('Cancel')}
            </Button>
            {/* Busy while saving, so a second click cannot send the slot twice; disabled while deleting. */}
            <Button type="submit" form={formId} loading={saving} disabled={remove.isPending}>
              {t('Save')}
            </Button>
          </>
        }
      >
        <SlotForm
          id={formId}
          defaultValues={initial}
          timeZone={timeZone}
          onSave={save}
          onFailure={fail}
          onDirtyChange={setDirty}
          failures={failure ? [failure] : []}
          intro={
            repeats && (
              <p className={intro}>
                <Icon icon={Repeat} size={16} />
                {t('This slot repeats every week: changes apply to every repetition.')}
              </p>
            )
          }
        />
      </Dialog>
      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title={t('Discard your changes?')}
        description={t('What you changed in this slot will be lost.')}
        confirmLabel={t('Discard')}
        onConfirm={() => onClose()}
      />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('Delete this slot?')}
        description={
          repeats
            ? t('Every weekly repetition is deleted too. This cannot be undone.')
            : t('This cannot be undone.')
        }
        confirmLabel={t('Delete slot')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}
