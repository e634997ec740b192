import { cva, type RecipeVariantProps } from 'styled-system/css';

/** Shared by Button, IconButton and button-looking links. */
export const buttonRecipe = cva({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'l2',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    userSelect: 'none',
    transition: 'background-color 0.15s, border-color 0.15s, color 0.15s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'primary',
        color: 'primary.fg',
        _hover: { _enabled: { bg: 'primary.hover' } },
      },
      outline: {
        bg: 'surface',
        color: 'primary',
        borderColor: 'primary',
        _hover: { _enabled: { bg: 'primary.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg',
        _hover: { _enabled: { bg: 'muted' } },
      },
      link: {
        bg: 'transparent',
        color: 'primary',
        // Its height and padding stay the size's, so that a link-looking button is as easy to press as any.
        textDecoration: 'underline',
        textUnderlineOffset: 'token(spacing.0.5)',
        _hover: { _enabled: { textDecorationThickness: 'token(borderWidths.thick)' } },
      },
      danger: {
        bg: 'error',
        color: 'white',
        _hover: { _enabled: { filter: 'brightness(0.88)' } },
      },
    },
    size: {
      sm: { height: '8', paddingInline: '3', fontSize: 'sm' },
      md: { height: '10', paddingInline: '4', fontSize: 'md' },
      lg: { height: '12', paddingInline: '6', fontSize: 'lg' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

export type ButtonVariantProps = NonNullable<RecipeVariantProps<typeof buttonRecipe>>;
