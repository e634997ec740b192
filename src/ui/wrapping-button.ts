import { cva } from 'styled-system/css';

/**
 * With the button recipe, for a button-looking link whose label is content (a storefront section's,
 * written by an administrator): the label wraps within its box rather than keeping one line, and the
 * recipe's height becomes its minimum. Apart from the recipe, so the first load does not carry it.
 */
export const wrappingButton = cva({
  base: {
    maxWidth: '100%',
    height: 'auto',
    paddingBlock: '2',
    whiteSpace: 'normal',
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  variants: {
    size: { sm: { minHeight: '8' }, md: { minHeight: '10' }, lg: { minHeight: '12' } },
  },
  defaultVariants: { size: 'md' },
});
