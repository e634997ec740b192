import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { type ButtonVariantProps, buttonRecipe } from './button-recipe';
import { Icon } from './Icon';
import { Spinner } from './Spinner';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'>, ButtonVariantProps {
  icon: LucideIcon;
  /** Required: the button's accessible name (an icon alone has none). */
  label: string;
  loading?: boolean;
  /** Mirrors the icon in right-to-left (arrows, chevrons). */
  mirrored?: boolean;
}

const square = css({ paddingInline: '0!', aspectRatio: '1' });
const mirror = css({ _rtl: { transform: 'scaleX(-1)' } });
const ICON_SIZES = { sm: 16, md: 20, lg: 24 } as const;

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
