import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { INK, toHex, WHITE } from '@/lib/color';
import { ColorPicker } from '@/ui/ColorPicker';

const group = css({ display: 'grid', gap: '2', alignContent: 'start', minWidth: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', marginBlockEnd: '2' });

/** The theme's own text and background colours (src/ui/theme/preset.ts: `fg` and `canvas`). */
const THEME_DEFAULT = { text: toHex(INK), background: toHex(WHITE) };

export interface ColorFieldProps {
  /** The descriptor's name, given to the colour code. */
  name: string;
  /** The field's label, already translated. */
  label: string;
  /** What the colour paints: while it is left to the theme, the swatch shows the theme's colour of that part. */
  paints: 'text' | 'background';
  /** '#rrggbb', or '' for the theme's colour. */
  value: string;
  onChange: (value: string) => void;
  /** The field's message (the form's check or the server's), already translated. */
  message?: string;
}

/**
 * A section colour that may be left to the theme (docs/design-system.md, "From the appearance to
 * the tokens"): the kit ColorPicker in its empty mode. Empty, the value is '' and the section is
 * painted in the theme's colour, which the swatch shows; typing a code or picking one sets an own
 * colour, and "Use the theme’s colour" empties it again.
 */
export function ColorField({ name, label, paints, value, onChange, message }: ColorFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={group}>
      <legend className={legend}>{label}</legend>
      <ColorPicker
        label={t('Colour code')}
        name={name}
        value={value === '' ? null : value}
        onValueChange={(hex: string | null) => onChange(hex ?? '')}
        emptyLabel={t('The theme’s colour.')}
        fallback={THEME_DEFAULT[paints]}
        clearLabel={t('Use the theme’s colour')}
        error={message}
      />
    </fieldset>
  );
}
