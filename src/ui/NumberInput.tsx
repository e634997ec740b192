import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';
import { inputRecipe } from './input-recipe';
import { useFieldDescribedBy } from './use-field-aria';

const control = css({ position: 'relative', display: 'flex', width: '100%' });
const input = css({ paddingInlineEnd: '9', fontVariantNumeric: 'tabular-nums' });
const triggers = css({
  position: 'absolute',
  // Inside the input's border.
  insetBlock: 'token(borderWidths.thin)',
  insetInlineEnd: 'token(borderWidths.thin)',
  display: 'flex',
  flexDirection: 'column',
  width: '7',
  borderInlineStartWidth: 'thin',
  borderColor: 'border',
});
const trigger = css({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  bg: 'transparent',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { _enabled: { bg: 'muted', color: 'fg' } },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
});

export interface NumberInputProps {
  value?: number | null;
  defaultValue?: number;
  /** Called with null when the input is emptied. */
  onValueChange?: (value: number | null) => void;
  /**
   * Lowest value: the buttons and arrow keys stop at it. A smaller typed value is kept as typed, for
   * the form's check to say what is wrong rather than the field changing it unseen (outside a Field
   * it is marked invalid itself).
   */
  min?: number;
  /** Highest value, as `min`: the steps stop at it, a larger typed value is kept as typed. */
  max?: number;
  /** What ArrowUp/ArrowDown and the buttons add or take away (default 1). */
  step?: number;
  /** Digits after the decimal separator, e.g. 2 for prices. */
  fractionDigits?: number;
  /** The `inputRecipe` size variant (default md). */
  size?: 'sm' | 'md' | 'lg';
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Name of the field when it is not inside a Field. */
  'aria-label'?: string;
}

/**
 * A number field: typing, ArrowUp/ArrowDown (PageUp/PageDown by ten steps),
 * increment and decrement buttons that stop at min and max, and a fixed
 * number of decimals when asked. A typed value out of bounds stays as typed.
 * Inside a Field it takes its label and messages.
 * Stories: UI/NumberInput.
 */
export function NumberInput({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step = 1,
  fractionDigits,
  size,
  name,
  disabled,
  invalid,
  'aria-label': ariaLabel,
}: NumberInputProps) {
  const { t } = useTranslation();
  const describedBy = useFieldDescribedBy();
  return (
    <ArkNumberInput.Root
      value={value === undefined ? undefined : value === null ? '' : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onValueChange={(details) =>
        onValueChange?.(Number.isNaN(details.valueAsNumber) ? null : details.valueAsNumber)
      }
      min={min}
      max={max}
      step={step}
      largeStep={step * 10}
      // Raising or lowering a typed number to a bound as the field is left would save a value the
      // user never saw (Ark's default); kept as typed, the form's check says what is wrong.
      clampValueOnBlur={false}
      name={name}
      disabled={disabled}
      invalid={invalid}
      formatOptions={
        fractionDigits === undefined
          ? undefined
          : {
              minimumFractionDigits: fractionDigits,
              maximumFractionDigits: fractionDigits,
              useGrouping: false,
            }
      }
      translations={{ incrementLabel: t('Increase'), decrementLabel: t('Decrease') }}
      className={css({ width: '100%' })}
    >
      <ArkNumberInput.Control className={control}>
        <ArkNumberInput.Input
          aria-label={ariaLabel}
          aria-describedby={describedBy}
          className={cx(inputRecipe({ size }), input)}
        />
        <div className={triggers}>
          <ArkNumberInput.IncrementTrigger className={trigger}>
            <Icon icon={ChevronUp} size={14} />
          </ArkNumberInput.IncrementTrigger>
          <ArkNumberInput.DecrementTrigger className={trigger}>
            <Icon icon={ChevronDown} size={14} />
          </ArkNumberInput.DecrementTrigger>
        </div>
      </ArkNumberInput.Control>
    </ArkNumberInput.Root>
  );
}
