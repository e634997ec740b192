import type { ComponentProps, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { type ButtonVariantProps, buttonRecipe } from './button-recipe';
import { Spinner } from './Spinner';

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {
  /** Shows a spinner in place of the label, keeping the button's width; sets aria-busy and blocks clicks. */
  loading?: boolean;
  /** Icon before the label (mirrors position in right-to-left). */
  startIcon?: ReactNode;
  /** Icon after the label (mirrors position in right-to-left). */
  endIcon?: ReactNode;
}

// Transparent rather than hidden: the label keeps the button's width and its accessible name.
const hidden = css({ opacity: 0, display: 'inline-flex', alignItems: 'center', gap: '2' });
const centred = css({ position: 'absolute', inset: '0', display: 'grid', placeItems: 'center' });

/**
 * The kit's button, styled by `buttonRecipe`: `variant` solid (the main action), outline,
 * ghost, link or danger; `size` sm, md or lg; `fullWidth`. Every other prop is the native
 * button's, except that `type` defaults to "button" (pass `type="submit"` to submit a form).
 * Stories: UI/Button.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  startIcon,
  endIcon,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );
  return (
    <button
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(buttonRecipe({ variant, size, fullWidth }), className)}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <>
          <span className={hidden}>{content}</span>
          <span className={centred}>
            <Spinner size="sm" label={null} />
          </span>
        </>
      ) : (
        content
      )}
    </button>
  );
}
