import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { elementInPlace } from '@/ui/element-in-place';
import { useNotify } from './notices';

interface Deletion {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: () => void }) => void;
  isPending: boolean;
}

/**
 * Deleting a row of a list once the administrator confirms: the row asked about, the confirmation's
 * handler, a notice either way (a refusal keeps the dialog, for another try), and where the focus
 * goes once the row has gone: the delete button now in its place (the next row's, or the last
 * one's), else `fallback` (the list's Add link).
 */
export function useRowDeletion<Row extends { id: number }>({
  rows,
  deleteButtons,
  fallback,
  remove,
  deletedNotice,
}: {
  rows: readonly Row[] | undefined;
  /** The selector of the rows' delete buttons, in the order of the rows. */
  deleteButtons: string;
  fallback: RefObject<HTMLElement | null>;
  remove: Deletion;
  deletedNotice: (row: Row) => string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const deletedAt = useRef<number | null>(null);
  return {
    deleting,
    ask: setDeleting,
    cancel: () => setDeleting(null),
    pending: remove.isPending,
    confirm: () => {
      if (!deleting) return;
      const index = Math.max(rows?.findIndex((row) => row.id === deleting.id) ?? 0, 0);
      remove.mutate(deleting.id, {
        onSuccess: () => {
          deletedAt.current = index;
          notify('success', deletedNotice(deleting));
          setDeleting(null);
        },
        onError: () => notify('error', t('Something went wrong, please try again.')),
      });
    },
    /** The dialog's `finalFocusEl`. */
    focusAfter: () => {
      if (deletedAt.current === null) return null;
      const next = elementInPlace(deleteButtons, deletedAt.current) ?? fallback.current;
      deletedAt.current = null;
      return next;
    },
  };
}
