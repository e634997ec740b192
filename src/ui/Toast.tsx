import { createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import { css, cva } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { Icon } from './Icon';
import { IconButton } from './IconButton';

/** docs/product.md §8/§9: notices vanish after 10 000 ms. */
export const TOAST_DURATION = 10_000;

export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** One stack for the whole app, at the top centre (docs/product.md §2 Shell). */
export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION,
  gap: 12,
  max: 5,
  overlap: false,
});

/** `action`: one button beside the message (Undo after a removal); pressing it also closes the notice. */
type ToastOptions = { id?: string; duration?: number; action?: { label: string; onClick: () => void } };

const show = (type: ToastType) => (message: string, options?: ToastOptions) =>
  toaster.create({ type, description: message, ...options });

/** The notification API: `toast.success('Saved')`, `toast.error(...)`, `toast.remove(id)`, `toast.clear()`. */
export const toast = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
  remove: (id: string) => toaster.dismiss(id),
  /** Removes every notice at once (e.g. between stories, on sign-out). */
  clear: () => toaster.remove(),
};

export const useToast = () => toast;

const ICONS: Record<ToastType, LucideIcon> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  info: Info,
};

const toastRecipe = cva({
  base: {
    // 550 px wide, at most 90 % of the screen (docs/product.md §9).
    width: 'min(token(sizes.toast), 90vw)',
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    paddingBlock: '3',
    paddingInlineStart: '4',
    paddingInlineEnd: '2',
    borderRadius: 'l2',
    borderInlineStartWidth: '4px',
    borderStyle: 'solid',
    bg: 'surface',
    color: 'fg',
    boxShadow: 'lg',
    // Ark positions each toast with these variables.
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transition: 'translate 0.3s, scale 0.3s, opacity 0.3s, height 0.3s',
    _motionReduce: { transition: 'none' },
  },
  variants: {
    type: {
      success: { borderColor: 'success', '& [data-icon]': { color: 'success' } },
      warning: { borderColor: 'warning', '& [data-icon]': { color: 'warning' } },
      error: { borderColor: 'error', '& [data-icon]': { color: 'error' } },
      info: { borderColor: 'info', '& [data-icon]': { color: 'info' } },
    },
  },
});

const isToastType = (value: unknown): value is ToastType =>
  value === 'success' || value === 'warning' || value === 'error' || value === 'info';

/** Renders the stack; mount once near the root of the app. */
export function ToastStack() {
  const { t } = useTranslation();
  return (
    <Toaster toaster={toaster} aria-label={t('Notifications')}>
      {(item) => {
        const type = isToastType(item.type) ? item.type : 'info';
        return (
          <Toast.Root key={item.id} className={toastRecipe({ type })} data-testid="toast">
            <span data-icon className={css({ paddingBlock: '0.5', flexShrink: 0 })}>
              <Icon icon={ICONS[type]} size={20} />
            </span>
            <div className={css({ flex: 1, minWidth: 0, paddingBlock: '0.5', overflowWrap: 'anywhere' })}>
              {item.title && (
                <Toast.Title className={css({ fontWeight: 'semibold' })}>{item.title}</Toast.Title>
              )}
              <Toast.Description>{item.description}</Toast.Description>
            </div>
            {item.action && (
              <Toast.ActionTrigger asChild>
                <Button variant="outline" size="sm">
                  {item.action.label}
                </Button>
              </Toast.ActionTrigger>
            )}
            <Toast.CloseTrigger asChild aria-label={t('Close')}>
              <IconButton icon={X} label={t('Close')} size="sm" />
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </Toaster>
  );
}
