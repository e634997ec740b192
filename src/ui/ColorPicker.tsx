import { ColorPicker as ArkColorPicker, parseColor } from '@ark-ui/react/color-picker';
import { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
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
/** A swatch is the colour itself: forced colours (a contrast theme) leave it as it is. */
const valueSwatch = css({
  forcedColorAdjust: 'none',
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
  outlineOffset: 'focusRingOffset',
  '&[data-state=checked]': { outline: 'token(borderWidths.thick) solid token(colors.fg)' },
  _focusVisible: { outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)' },
});
const swatch = css({
  forcedColorAdjust: 'none',
  width: '100%',
  height: '100%',
  borderRadius: 'l1',
  borderWidth: 'thin',
  borderColor: 'border',
});
const errorStyle = css({ fontSize: 'sm', color: 'error', fontWeight: 'medium', margin: 0 });
/** A value row and, when the field can be emptied, its clear button beside it. */
const clearableRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
/** No own colour: the swatch shows the colour used instead, framed by a dashed line. */
const emptySwatch = css({
  forcedColorAdjust: 'none',
  flexShrink: 0,
  width: '10',
  height: '10',
  borderRadius: 'l1',
  borderWidth: 'thick',
  borderStyle: 'dashed',
  borderColor: 'fg.muted',
  // A ring of the surface between the frame and the colour: the frame shows on any colour.
  boxShadow: 'inset 0 0 0 token(borderWidths.thick) token(colors.surface)',
});
const emptyStyle = css({ fontSize: 'sm', color: 'fg.muted', margin: 0 });

interface CommonProps {
  label: ReactNode;
  /** Preset colours offered as swatches. */
  presets?: string[];
  disabled?: boolean;
  /** The hex text's name. */
  name?: string;
  /** The form's message for the field (a rule of its own, the server's), in place of the picker's own. */
  error?: string;
  /** The colour code's input, so that a form can move the focus to it when the field is wrong. */
  ref?: Ref<HTMLInputElement>;
}

/** A colour that is always set. */
export interface RequiredColorProps extends CommonProps {
  /** A hex colour, '#rrggbb' (or the text being typed that is not a colour yet). */
  value: string;
  /** A colour as '#rrggbb'; the text as typed while it is not a colour, for the form to refuse. */
  onValueChange: (value: string) => void;
  emptyLabel?: undefined;
  fallback?: undefined;
  clearLabel?: undefined;
}

/** A colour that may be left unset, something else (the theme) then giving it. */
export interface OptionalColorProps extends CommonProps {
  /** A hex colour, '#rrggbb', or null when no own colour is set. */
  value: string | null;
  /** A colour as '#rrggbb', the text as typed while it is not one, or null once cleared or emptied. */
  onValueChange: (value: string | null) => void;
  /** What stands in for an empty value, said while empty, e.g. "The theme’s colour.". */
  emptyLabel: string;
  /** The colour used while empty (the theme's), shown in the swatch. */
  fallback?: string;
  /** The clear button's text, e.g. "Use the theme’s colour"; "Clear" by default. */
  clearLabel?: string;
}

export type ColorPickerProps = RequiredColorProps | OptionalColorProps;

/** Never one of the presets (they are opaque): what Ark holds while the field is empty. */
const NO_COLOUR = parseColor('#00000000');

/**
 * A colour as hex text plus preset swatches. The text is checked as typed: '#rgb' or '#rrggbb'
 * reaches onValueChange as '#rrggbb'; anything else reaches it as typed, so that the form holding it
 * refuses to save what the field shows, and the picker says why until the form does.
 *
 * With `emptyLabel` the field may be empty (`value` null): the swatch shows the `fallback` colour
 * framed by a dashed line and the label says what is used instead; a clear button empties a set
 * colour, as does emptying the text; typing a colour or picking a preset sets one again.
 */
export function ColorPicker(props: ColorPickerProps) {
  const { label, presets = [], disabled, name, error, ref } = props;
  const clearable = props.emptyLabel !== undefined;
  const value = props.value;
  const onValueChange = props.onValueChange as (hex: string | null) => void;
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  const [text, setText] = useState(value ?? '');
  // A new value from outside replaces the text, but not the one being typed that it came from
  // ('#0f5' is already a colour while '#0f5132' is typed).
  useEffect(
    () =>
      setText((current) =>
        value === null ? '' : normalizeHex(current) === normalizeHex(value) ? current : value,
      ),
    [value],
  );
  const empty = clearable && value === null;
  const invalid = clearable && text.trim() === '' ? false : normalizeHex(text) === null;
  // The swatch and the presets keep the last colour while the text is not one.
  const colour = normalizeHex(value ?? '');
  const [shown, setShown] = useState(colour ?? normalizeHex(props.fallback ?? '') ?? '#000000');
  if (colour && colour !== shown) setShown(colour);
  const message =
    error ??
    (invalid ? t('Enter a colour as # followed by 3 or 6 hexadecimal digits, e.g. #1f6feb.') : undefined);
  const describedBy =
    [message ? `${id}-error` : null, empty ? `${id}-empty` : null].filter(Boolean).join(' ') || undefined;
  const valueRow = (
    <div className={row}>
      {empty ? (
        <span
          className={emptySwatch}
          data-testid="empty-swatch"
          style={props.fallback ? { backgroundColor: props.fallback } : undefined}
        />
      ) : (
        <ArkColorPicker.ValueSwatch className={valueSwatch} data-testid="value-swatch" />
      )}
      <input
        ref={input}
        id={`${id}-hex`}
        name={name}
        // A hex code reads left to right in every language.
        dir="ltr"
        value={text}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={Boolean(message) || undefined}
        aria-describedby={describedBy}
        className={cx(inputRecipe({ size: 'md' }), css({ fontFamily: 'mono' }))}
        onChange={(event) => {
          setText(event.target.value);
          if (clearable && event.target.value.trim() === '') {
            if (value !== null) onValueChange(null);
            return;
          }
          onValueChange(normalizeHex(event.target.value) ?? event.target.value);
        }}
      />
    </div>
  );
  return (
    <ArkColorPicker.Root
      value={empty ? NO_COLOUR : parseColor(shown)}
      onValueChange={(details) => onValueChange(details.value.toString('hex').toLowerCase())}
      disabled={disabled}
      inline
      className={root}
      data-empty={empty || undefined}
    >
      <label htmlFor={`${id}-hex`} className={labelStyle}>
        {label}
      </label>
      {clearable ? (
        <div className={clearableRow}>
          {valueRow}
          {empty ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => {
                onValueChange(null);
                // The button goes with the colour: the user is left on the code, now empty.
                input.current?.focus();
              }}
            >
              {props.clearLabel ?? t('Clear')}
            </Button>
          )}
        </div>
      ) : (
        valueRow
      )}
      {empty && (
        <p id={`${id}-empty`} className={emptyStyle}>
          {props.emptyLabel}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className={errorStyle} aria-live="polite">
          {message}
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
