import { ColorPicker as ArkColorPicker, parseColor } from '@ark-ui/react/color-picker';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { inputRecipe } from './input-recipe';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' and 'ABCDEF' become '#aabbcc' / '#abcdef'; anything else is null. */
export function normalizeHex(text: string): string | null {
  const candidate = text.trim().startsWith('#') ? text.trim() : `#${text.trim()}`;
  if (!HEX.test(candidate)) return null;
  const digits = candidate.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const labelStyle = css({ fontWeight: 'semibold', fontSize: 'sm' });
const row = css({ display: 'flex', alignItems: 'center', gap: '2', maxWidth: '64' });
const valueSwatch = css({
  flexShrink: 0,
  width: '10',
  height: '10',
  borderRadius: 'l1',
  borderWidth: 'thin',
  borderColor: 'border',
});
const swatches = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const swatchTrigger = css({
  width: '8',
  height: '8',
  borderRadius: 'l1',
  cursor: 'pointer',
  outlineOffset: '2px',
  '&[data-state=checked]': { outline: '2px solid token(colors.fg)' },
  _focusVisible: { outline: '2px solid token(colors.focusRing)' },
});
const swatch = css({
  width: '100%',
  height: '100%',
  borderRadius: 'l1',
  borderWidth: 'thin',
  borderColor: 'border',
});
const errorStyle = css({ fontSize: 'sm', color: 'error', fontWeight: 'medium', margin: 0 });

export interface ColorPickerProps {
  label: ReactNode;
  /** A hex colour, '#rrggbb'. */
  value: string;
  onValueChange: (hex: string) => void;
  /** Preset colours offered as swatches. */
  presets?: string[];
  disabled?: boolean;
}

/**
 * A colour as hex text plus preset swatches. The text is checked as typed:
 * only '#rgb' or '#rrggbb' reaches onValueChange, anything else shows why.
 */
export function ColorPicker({ label, value, onValueChange, presets = [], disabled }: ColorPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // A new value from outside replaces the text, but not the one being typed that it came from
  // ('#0f5' is already a colour while '#0f5132' is typed).
  useEffect(
    () => setText((current) => (normalizeHex(current) === normalizeHex(value) ? current : value)),
    [value],
  );
  const invalid = normalizeHex(text) === null;
  return (
    <ArkColorPicker.Root
      value={parseColor(normalizeHex(value) ?? '#000000')}
      onValueChange={(details) => onValueChange(details.value.toString('hex').toLowerCase())}
      disabled={disabled}
      inline
      className={root}
    >
      <label htmlFor={`${id}-hex`} className={labelStyle}>
        {label}
      </label>
      <div className={row}>
        <ArkColorPicker.ValueSwatch className={valueSwatch} />
        <input
          id={`${id}-hex`}
          // A hex code reads left to right in every language.
          dir="ltr"
          value={text}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={cx(inputRecipe({ size: 'md' }), css({ fontFamily: 'mono' }))}
          onChange={(event) => {
            setText(event.target.value);
            const hex = normalizeHex(event.target.value);
            if (hex) onValueChange(hex);
          }}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className={errorStyle}>
          {t('Enter a colour as # followed by 3 or 6 hexadecimal digits, e.g. #1f6feb.')}
        </p>
      )}
      {presets.length > 0 && (
        <ArkColorPicker.SwatchGroup className={swatches} role="group" aria-label={t('Preset colours')}>
          {presets.map((preset) => (
            <ArkColorPicker.SwatchTrigger
              key={preset}
              value={preset}
              className={swatchTrigger}
              aria-label={t('Use @colour', { '@colour': preset })}
            >
              <ArkColorPicker.Swatch value={preset} className={swatch} />
            </ArkColorPicker.SwatchTrigger>
          ))}
        </ArkColorPicker.SwatchGroup>
      )}
    </ArkColorPicker.Root>
  );
}
