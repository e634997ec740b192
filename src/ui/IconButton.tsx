import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { type ButtonVariantProps, buttonRecipe } from './button-recipe';
import { Icon } from './Icon';
import { Spinner } from './Spinner';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'>, ButtonVariantProps {
  /** A lucide icon; its size follows `size` (16, 20 or 24 px). */
  icon: LucideIcon;
  /** Required: the button's accessible name (an icon alone has none). */
  label: string;
  /** Shows a spinner in place of the icon; sets aria-busy and blocks clicks. */
  loading?: boolean;
  /** Mirrors the icon in right-to-left (arrows, chevrons). */
  mirrored?: boolean;
}

const square = css({ paddingInline: '0!', aspectRatio: '1' });
const mirror = css({ _rtl: { transform: 'scaleX(-1)' } });
const ICON_SIZES = { sm: 16, md: 20, lg: 24 } as const;

/**
 * A button that shows only an icon, with the same variants and sizes as Button
 * (`buttonRecipe`). Its `label` is its accessible name; pair it with a Tooltip when sighted
 * users need the word too. Stories: UI/IconButton.
 */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  loading = false,
  mirrored,
  className,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(buttonRecipe({ variant, size }), square, className)}
      onClick={(event) => {
        if (!loading) onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <Spinner size="sm" label={null} />
      ) : (
        <Icon icon={icon} size={ICON_SIZES[size ?? 'md']} className={mirrored ? mirror : undefined} />
      )}
    </button>
  );
}
