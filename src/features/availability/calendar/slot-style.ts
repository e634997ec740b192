import { css, cva } from 'styled-system/css';

/**
 * Available and unavailable differ by icon, label and pattern as well as
 * colour: unavailable slots are hatched.
 */
export const slotAppearance = cva({
  base: {
    borderRadius: 'l1',
    borderInlineStartWidth: 'token(spacing.1)',
    borderInlineStartStyle: 'solid',
    color: 'fg',
    fontSize: 'xs',
    lineHeight: '1.3',
    textAlign: 'start',
    overflow: 'hidden',
    cursor: 'pointer',
    boxShadow: '0 0 0 calc(token(spacing.0.5) / 2) token(colors.surface)',
    _hover: { filter: 'brightness(0.96)' },
    _focusVisible: {
      outline: 'token(spacing.0.5) solid token(colors.focusRing)',
      outlineOffset: 'calc(token(spacing.0.5) / 2)',
      zIndex: 'lifted',
    },
    // A contrast theme (forced colours) paints no pictures and its own few colours: a frame shows
    // where a slot ends, over the grid's lines (the hatching is a picture).
    _highContrast: {
      bg: 'Canvas',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderInlineStartWidth: 'token(spacing.1)',
    },
  },
  variants: {
    status: {
      available: { bg: 'success.subtle', borderInlineStartColor: 'success' },
      unavailable: {
        borderInlineStartColor: 'error',
        backgroundImage:
          'repeating-linear-gradient(135deg, token(colors.error.subtle) 0 token(spacing.1.5), token(colors.surface) token(spacing.1.5) token(spacing.2.5))',
      },
    },
  },
});

export const statusIcon = cva({
  base: { flexShrink: 0 },
  variants: { status: { available: { color: 'success' }, unavailable: { color: 'error' } } },
});

export const srOnly = css({ srOnly: true });
