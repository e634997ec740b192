import { cva } from 'styled-system/css';

/** The box shared by Input, Textarea, NumberInput, Select and Combobox triggers. */
export const inputRecipe = cva({
  base: {
    width: '100%',
    minWidth: 0,
    bg: 'surface',
    color: 'fg',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    // l1 is the appearance's input_field roundness.
    borderRadius: 'l1',
    paddingInline: '3',
    fontSize: 'md',
    outline: 'none',
    transition: 'border-color 0.15s, box-shadow 0.15s',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'fg.muted' },
    _focusVisible: { borderColor: 'primary', boxShadow: '0 0 0 1px token(colors.primary)' },
    _invalid: { borderColor: 'error', _focusVisible: { boxShadow: '0 0 0 1px token(colors.error)' } },
    _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'muted' },
    _readOnly: { bg: 'muted' },
  },
  variants: {
    size: {
      sm: { height: '8', fontSize: 'sm' },
      md: { height: '10' },
      lg: { height: '12', fontSize: 'lg' },
    },
    multiline: { true: { height: 'auto', paddingBlock: '2', minHeight: '24', resize: 'vertical' } },
  },
  defaultVariants: { size: 'md' },
});
