import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface LeaveWithoutSavingProps {
  /**
   * Whether leaving would lose edits. A form passes `isDirty && !isSubmitting`: the navigation a
   * successful save makes (back to the list) goes through, and a form that stays resets itself to
   * what it saved.
   */
  when: boolean;
  /** What would be lost; "Your changes will be lost." unless said. */
  description?: string;
}

/**
 * Asks before a page with unsaved edits is left. A link or Back within the app opens an alert
 * dialog (React Router's `useBlocker`: "Stay on this page" or "Leave"); closing the tab or
 * reloading gets the browser's own question (`beforeunload`). Moving within the page's address
 * (its query) never asks.
 */
export function LeaveWithoutSaving({ when, description }: LeaveWithoutSavingProps) {
  const { t } = useTranslation();
  // Read when a navigation starts: a save's navigation may come before the next render's effects.
  const blocking = useRef(when);
  useLayoutEffect(() => {
    blocking.current = when;
  }, [when]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      blocking.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      role="alertdialog"
      size="small"
      title={t('Leave without saving?')}
      description={description ?? t('Your changes will be lost.')}
      footer={
        <>
          <Button variant="ghost" onClick={() => blocker.reset?.()}>
            {t('Stay on this page')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('Leave')}
          </Button>
        </>
      }
    />
  );
}
