import { Field as ArkField } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { useHeldWhilePressed } from './use-held-while-pressed';

/** The height of a field's label and the gap under it: where its control starts. */
const LABEL_ROW = 'calc(token(fontSizes.sm) * token(lineHeights.normal) + token(spacing.1.5))';

const root = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  minWidth: 0,
  // A control scrolled to (a wrong one focused on submit, which WebKit puts at the top of the
  // screen) keeps its label in view above it.
  '& :is(input, textarea, select, button, [contenteditable])': {
    scrollMarginBlockStart: LABEL_ROW,
  },
});
// The asterisk flows after the label's last word: a label that wraps keeps it beside its text.
const label = css({
  fontWeight: 'semibold',
  fontSize: 'sm',
  lineHeight: 'normal',
  color: 'fg',
  alignSelf: 'flex-start',
  _disabled: { opacity: 0.6 },
});
const asterisk = css({ color: 'error', cursor: 'help', marginInlineStart: '1' });
const help = css({ fontSize: 'sm', color: 'fg.muted' });
/**
 * A button in a row of fields aligned at their top (so that a message under one moves none of the
 * others): it lines up with their controls, below where a label would be.
 */
export const besideFieldControls = css({
  marginBlockStart: LABEL_ROW,
});

/**
 * WebKit scrolls a control that script focuses (a wrong one, on submit) to the screen's top edge,
 * past the document's scroll padding and the control's scroll margin: under the sticky header, with
 * its label hidden. Chromium and Firefox honour both, and then this does nothing. Not while the
 * control is pressed: a click on a half-hidden field does not move it under the pointer.
 */
function keepLabelInView(field: HTMLElement, control: Element) {
  // Only the page's own fields: not a popover's content portalled out of the field, nor a dialog's,
  // whose scrolling box is its own (the page behind it would be scrolled instead).
  if (!(control instanceof HTMLElement) || !field.contains(control) || control.matches(':active')) return;
  if (control.closest('[role=dialog], [role=alertdialog]')) return;
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const margin = Number.parseFloat(getComputedStyle(control).scrollMarginTop) || 0;
  if (control.getBoundingClientRect().top - margin < padding - 1) control.scrollIntoView({ block: 'start' });
}

/** A field's error message, as a Field shows it (a RadioGroup's too). */
export const fieldErrorText = css({
  fontSize: 'sm',
  color: 'error',
  fontWeight: 'medium',
  display: 'grid',
  gap: '0.5',
});

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helpText?: ReactNode;
  /** Client-side validation message. */
  error?: string | null;
  /** Message from the server for this field (docs/product.md §5, type 'server'). */
  serverError?: string | null;
  /** Visually hides the label (still the control's accessible name). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

/**
 * A form field: label (with the required asterisk titled 'This field is
 * required.'), the control, help text and error messages. Ark's Field wires
 * the control's id, aria-describedby (help + error) and aria-invalid.
 */
export function Field({
  label: labelContent,
  children,
  required,
  disabled,
  readOnly,
  helpText,
  error,
  serverError,
  hideLabel,
  id,
  className,
}: FieldProps) {
  const { t } = useTranslation();
  // A message that comes while the mouse is pressed (the field left by pressing Save) waits for the
  // release, so that it does not move Save from under the pointer before the click.
  const shown = useHeldWhilePressed(JSON.stringify([error, serverError].filter(Boolean)));
  const messages = JSON.parse(shown) as string[];
  return (
    <ArkField.Root
      id={id}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      invalid={messages.length > 0}
      className={cx(root, className)}
      onFocus={(event) => keepLabelInView(event.currentTarget, event.target)}
    >
      <ArkField.Label className={cx(label, hideLabel && css({ srOnly: true }))}>
        {labelContent}
        <ArkField.RequiredIndicator className={asterisk} title={t('This field is required.')}>
          *
        </ArkField.RequiredIndicator>
      </ArkField.Label>
      {children}
      {helpText && <ArkField.HelperText className={help}>{helpText}</ArkField.HelperText>}
      <ArkField.ErrorText className={fieldErrorText} aria-live="polite">
        {[...new Set(messages)].map((message) => (
          // The server's words, in whatever language it wrote them, keep their own direction.
          <span key={message}>{message === serverError ? <bdi>{message}</bdi> : message}</span>
        ))}
      </ArkField.ErrorText>
    </ArkField.Root>
  );
}
