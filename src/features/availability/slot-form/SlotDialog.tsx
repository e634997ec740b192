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
import { type FieldErrorMap, hasStatus, isApiError } from '@/api/errors';
import { useTranslation } from '@/i18n';
import { Button, Icon } from '@/ui';
import { Dialog } from '@/ui/Dialog';
import { toast } from '@/ui/Toast';
import { formValuesForSlot, type SlotFormValues, toSlotInput } from '../model/slots';
import { SlotForm } from './SlotForm';

export type SlotDialogTarget = { kind: 'create'; initial: SlotFormValues } | { kind: 'edit'; slot: Slot };

export interface SlotDialogProps {
  target: SlotDialogTarget;
  /** Whose calendar: omitted for the signed-in user's own. */
  uid?: number;
  timeZone: string;
  onClose: () => void;
}

const alert = css({
  margin: 0,
  paddingBlock: '2',
  paddingInline: '3',
  borderRadius: 'l2',
  bg: 'error.subtle',
  color: 'error',
  fontWeight: 'medium',
});
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
 * Creates or edits one slot. A failed save keeps the dialog open with the
 * user's edits; the server's field messages appear on their fields.
 */
export function SlotDialog({ target, uid, timeZone, onClose }: SlotDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const initial = target.kind === 'edit' ? formValuesForSlot(target.slot, timeZone) : target.initial;
  const [values, setValues] = useState<SlotFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrorMap | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const create = useMutation(createSlotMutationOptions(queryClient));
  const update = useMutation(updateSlotMutationOptions(queryClient));
  const remove = useMutation(deleteSlotMutationOptions(queryClient));
  const pending = create.isPending || update.isPending || remove.isPending;

  const { input, problems } = toSlotInput(values, timeZone);
  const visibleProblems = submitted ? problems : {};

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
    setServerErrors(isApiError(error) ? error.fieldErrors : undefined);
    setFailure(message);
    toast.error(message);
  };

  const save = () => {
    setSubmitted(true);
    setServerErrors(undefined);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    const done = {
      onSuccess: () => {
        toast.success(
          target.kind === 'edit' ? t('The slot has been updated.') : t('The slot has been added.'),
        );
        onClose();
      },
      onError: fail,
    };
    if (target.kind === 'edit') {
      const before = toSlotInput(formValuesForSlot(target.slot, timeZone), timeZone).input;
      const changes = changedFields(before, input);
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      update.mutate({ id: target.slot.id, changes }, done);
    } else {
      create.mutate(uid === undefined ? input : { ...input, uid }, done);
    }
  };

  const confirmDelete = () => {
    if (target.kind !== 'edit') return;
    remove.mutate(target.slot.id, {
      onSuccess: () => {
        toast.success(t('The slot has been deleted.'));
        setConfirmingDelete(false);
        onClose();
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
          if (!open && !pending) onClose();
        }}
        title={target.kind === 'edit' ? t('Edit slot') : t('New slot')}
        closeOnInteractOutside={false}
        footer={
          <>
            {target.kind === 'edit' && (
              <Button
                variant="outline"
                className={css({ marginInlineEnd: 'auto', color: 'error', borderColor: 'error' })}
                startIcon={<Icon icon={Trash2} size={16} />}
                disabled={pending}
                onClick={() => setConfirmingDelete(true)}
              >
                {t('Delete')}
              </Button>
            )}
            <Button variant="outline" disabled={pending} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" form={formId} loading={create.isPending || update.isPending}>
              {t('Save')}
            </Button>
          </>
        }
      >
        <SlotForm
          id={formId}
          values={values}
          onChange={setValues}
          onSubmit={save}
          problems={visibleProblems}
          serverErrors={serverErrors}
          disabled={pending}
          timeZone={timeZone}
          intro={
            <>
              {failure && (
                <p role="alert" className={alert}>
                  {failure}
                </p>
              )}
              {repeats && (
                <p className={intro}>
                  <Icon icon={Repeat} size={16} />
                  {t('This slot repeats every week: changes apply to every repetition.')}
                </p>
              )}
            </>
          }
        />
      </Dialog>
      <Dialog
        open={confirmingDelete}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirmingDelete(false);
        }}
        role="alertdialog"
        title={t('Delete this slot?')}
        description={
          repeats
            ? t('Every weekly repetition is deleted too. This cannot be undone.')
            : t('This cannot be undone.')
        }
        footer={
          <>
            <Button variant="outline" disabled={remove.isPending} onClick={() => setConfirmingDelete(false)}>
              {t('Cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
              {t('Delete slot')}
            </Button>
          </>
        }
      />
    </>
  );
}
