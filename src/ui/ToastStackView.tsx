import { createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import { useEffect } from 'react';
import { css, cva } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { TOAST_DURATION, type ToastType } from './toast-config';

/** One stack for the whole app, at the top centre (docs/product.md §2 Shell). */
export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION,
  gap: 12,
  max: 5,
  overlap: false,
});

export type ToastStore = typeof toaster;

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
    borderInlineStartWidth: 'accent',
    borderStyle: 'solid',
    bg: 'surface',
    color: 'fg',
    boxShadow: 'lg',
    // Forced colours (a contrast theme) show no shadows: a frame shows where the notice ends.
    _highContrast: { borderWidth: 'thin', borderInlineStartWidth: 'accent' },
    // Ark positions each toast with these variables.
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transition: 'translate 0.3s, scale 0.3s, opacity 0.3s, height 0.3s',
    _motionReduce: { transition: 'none' },
    _print: { display: 'none' },
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

/** The stack itself, loaded by `ToastStack` (./Toast.tsx) with the first notice. */
export function ToastStackView({ onReady }: { onReady: (store: ToastStore) => void }) {
  const { t } = useTranslation();
  // Notices asked for while this chunk was on its way are created once the stack listens. Ark's
  // toast group starts listening to the store on a microtask after its own layout effect, so this
  // waits one task: created earlier, they would sit in the store and never be rendered.
  useEffect(() => {
    const handle = setTimeout(() => onReady(toaster));
    return () => clearTimeout(handle);
  }, [onReady]);
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
