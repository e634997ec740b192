import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { css, cva } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { IconButton } from './IconButton';

/** docs/product.md §2: small (600 px), auto (fits its content), fullscreen, full page. */
export type DialogSize = 'small' | 'auto' | 'fullscreen' | 'fullPage';

/**
 * The layer that centres the dialog also dims the page behind it (no separate backdrop element):
 * one element cannot end up above or below its own dialog, whatever order a renderer inserts two
 * siblings in, and a dialog opened from another still covers the first one whole.
 */
const positioner = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '4',
  bg: 'backdrop',
  '&[data-size=fullPage]': { bg: 'transparent' },
});

const dialog = cva({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    bg: 'surface',
    color: 'fg',
    boxShadow: '2xl',
    // Forced colours (a contrast theme) show no shadows: a frame shows where the dialog ends.
    _highContrast: { borderWidth: 'thin', borderStyle: 'solid' },
    outline: 'none',
    maxHeight: '100%',
    overflow: 'hidden',
  },
  variants: {
    size: {
      small: { width: 'dialogSmall', maxWidth: '100%', borderRadius: 'l3' },
      auto: { width: 'auto', maxWidth: '100%', borderRadius: 'l3' },
      fullscreen: { width: '100%', height: '100%', borderRadius: 'l3' },
      fullPage: { position: 'fixed', inset: '0', width: '100vw', height: '100dvh', borderRadius: '0' },
    },
  },
});

const header = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  paddingInlineStart: '6',
  paddingInlineEnd: '3',
  paddingBlock: '3',
  borderBlockEndWidth: 'thin',
  borderColor: 'border',
});

const footerRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  paddingInline: '6',
  paddingBlock: '4',
  borderBlockStartWidth: 'thin',
  borderColor: 'border',
});
const startActions = css({ display: 'flex', gap: '3', marginInlineEnd: 'auto' });
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '3',
  marginInlineStart: 'auto',
});

export interface DialogProps {
  /** Controlled: the caller owns the open state. */
  open: boolean;
  /** Called with false when Escape, the close button or a click outside closes it. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions row (Cancel / Save), end-aligned. */
  footer?: ReactNode;
  /**
   * An action set apart at the start of the actions row (Delete, Remove link). Where the row is too
   * narrow for all, it goes above the others, which stay together.
   */
  footerStart?: ReactNode;
  /** small (up to `sizes.dialogSmall`), auto (fits its content), fullscreen or fullPage. */
  size?: DialogSize;
  /** Role 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Closing on a click outside (default true; off for forms with unsaved changes). */
  closeOnInteractOutside?: boolean;
  /**
   * Where the focus goes as it closes, when not back to what opened it: the action removed that
   * (a deleted row's button). Null: back to what opened it.
   */
  finalFocusEl?: () => HTMLElement | null;
}

/** A modal dialog: focus moves in and stays (trap), Escape and the close button close it, focus returns. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  footerStart,
  size = 'small',
  role = 'dialog',
  closeOnInteractOutside = true,
  finalFocusEl,
}: DialogProps) {
  const { t } = useTranslation();
  // The title and description name the dialog from its first render: Ark links them only once a
  // check a frame after opening has found them in the page, and a renderer that renders the content
  // later than that frame left the dialog without a name.
  const id = useId();
  const ids = useMemo(() => ({ title: `${id}-title`, description: `${id}-description` }), [id]);
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      closeOnInteractOutside={closeOnInteractOutside}
      finalFocusEl={finalFocusEl}
      ids={ids}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Positioner className={positioner} data-size={size}>
          <ArkDialog.Content
            className={dialog({ size })}
            data-size={size}
            aria-labelledby={ids.title}
            aria-describedby={description ? ids.description : undefined}
          >
            <div className={header}>
              {/* A name without a break in the title or description (a product's code) wraps, never runs out. */}
              <div className={css({ flex: 1, minWidth: 0, paddingBlock: '1.5', overflowWrap: 'anywhere' })}>
                <ArkDialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', margin: 0 })}>
                  {title}
                </ArkDialog.Title>
                {description && (
                  <ArkDialog.Description className={css({ color: 'fg.muted', marginBlockStart: '1' })}>
                    {description}
                  </ArkDialog.Description>
                )}
              </div>
              <ArkDialog.CloseTrigger asChild>
                <IconButton icon={X} label={t('Close')} />
              </ArkDialog.CloseTrigger>
            </div>
            {/* A question alone (a confirmation) has no body: header and actions only. */}
            {children !== undefined && (
              <div className={css({ padding: '6', overflowY: 'auto', flex: 1 })}>{children}</div>
            )}
            {footer && (
              <div className={footerRow}>
                {footerStart && <div className={startActions}>{footerStart}</div>}
                <div className={actions}>{footer}</div>
              </div>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
