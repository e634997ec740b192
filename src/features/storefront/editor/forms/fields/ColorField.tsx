import { useId, useRef } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { INK, toHex, WHITE } from '@/lib/color';
import { Checkbox } from '@/ui/Checkbox';
import { ColorPicker } from '@/ui/ColorPicker';

const group = css({ display: 'grid', gap: '2', alignContent: 'start', minWidth: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', marginBlockEnd: '2' });
const help = css({ fontSize: 'sm', color: 'fg.muted' });
const errorText = css({ fontSize: 'sm', color: 'error', fontWeight: 'medium' });

/** The theme's own text and background colours (src/ui/theme/preset.ts: `fg` and `canvas`). */
const THEME_DEFAULT = { text: toHex(INK), background: toHex(WHITE) };

export interface ColorFieldProps {
  /** The descriptor's name, given to the tick box. */
  name: string;
  /** The field's label, already translated. */
  label: string;
  /** What the colour paints: choosing one starts from the theme's colour of that part. */
  paints: 'text' | 'background';
  /** '#rrggbb', or '' for the theme's colour. */
  value: string;
  onChange: (value: string) => void;
  /** The field's message (the form's check or the server's), already translated. */
  message?: string;
}

/**
 * A section colour that may be left to the theme (docs/design-system.md, "From the appearance to
 * the tokens"): a tick box chooses an own colour, which the kit ColorPicker then edits. Unticked,
 * the value is '' and the section is painted in the theme's colour. Unticking and ticking again
 * brings the last colour back.
 */
export function ColorField({ name, label, paints, value, onChange, message }: ColorFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const last = useRef(value);
  if (value) last.current = value;
  const own = value !== '';
  return (
    <fieldset className={group} aria-describedby={message ? `${id}-message` : undefined}>
      <legend className={legend}>{label}</legend>
      <Checkbox
        name={name}
        checked={own}
        invalid={Boolean(message)}
        onCheckedChange={(checked) => onChange(checked ? last.current || THEME_DEFAULT[paints] : '')}
      >
        {t('Own colour')}
      </Checkbox>
      {own ? (
        <ColorPicker label={t('Colour code')} value={value} onValueChange={onChange} />
      ) : (
        <p className={help}>{t('The theme’s colour.')}</p>
      )}
      {message ? (
        <p id={`${id}-message`} className={errorText} aria-live="polite">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
