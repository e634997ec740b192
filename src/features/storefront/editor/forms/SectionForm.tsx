import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type FieldError, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { Field, type FieldProps } from '@/ui/Field';
import { useZodForm } from '@/ui/form';
import { Input } from '@/ui/Input';
import { NumberInput } from '@/ui/NumberInput';
import { Select } from '@/ui/Select';
import { Textarea } from '@/ui/Textarea';
import type { FieldDescriptor } from './descriptors';
import { ColorField } from './fields/ColorField';
import { HtmlField } from './fields/HtmlField';
import { IdsField } from './fields/IdsField';
import { ImageField } from './fields/ImageField';
import { SlidesField } from './fields/SlidesField';
import { TermsField } from './fields/TermsField';
import { TrainingsField } from './fields/TrainingsField';
import { VocabularyField } from './fields/VocabularyField';
import {
  type FormValues,
  isRequired,
  isVisible,
  sectionFormSchema,
  toFormValues,
  toSubmitted,
} from './validate';

const formStyle = css({
  display: 'grid',
  gap: '4',
  padding: { base: '4', md: '6' },
  bg: 'surface',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderColor: 'border',
});
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });
const wide = css({ gridColumn: '1 / -1' });
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' });
const tick = css({ display: 'grid', gap: '1', alignContent: 'start' });
const help = css({ fontSize: 'sm', color: 'fg.muted' });
const errorText = css({ fontSize: 'sm', color: 'error', fontWeight: 'medium' });
// The box that gives a composite control (a list, a number, a colour, an upload) the form's focus
// and blur: the control keeps its own layout.
const contents = css({ display: 'contents' });

const FOCUSABLE = 'input:not([type=hidden]):not([hidden]), textarea, button, [contenteditable=true]';

export interface SectionFormProps {
  /** Source string of the form's heading. */
  heading: string;
  fields: readonly FieldDescriptor[];
  /** The part's data as stored (the API's shapes, parsed leniently). */
  initialValues: FormValues;
  /**
   * The last save's messages by field name (docs/product.md §5). They are put on their fields when
   * the form opens, as any form of the application does with a refused save (docs/forms.md).
   */
  serverErrors?: Record<string, string>;
  submitLabel?: string;
  /** The checked values in the API's shapes. */
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
}

const NO_SERVER_ERRORS: Record<string, string> = {};

/**
 * One form for every section part: the fields come from the section type's descriptors in the
 * registry, so each type only declares them. Built on the kit form layer (docs/forms.md): a field
 * is checked when it is left and on Apply, never before it was touched; the first wrong field
 * takes the focus; the server's messages sit on their fields. The editor's store hears of the
 * values on Apply only, so typing re-renders this form's fields and nothing of the canvas.
 */
export function SectionForm({
  heading,
  fields,
  initialValues,
  serverErrors = NO_SERVER_ERRORS,
  submitLabel = 'Apply',
  onSubmit,
  onCancel,
}: SectionFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [defaultValues] = useState(() => toFormValues(fields, initialValues));
  const form = useZodForm(sectionFormSchema(fields), { defaultValues });
  const { control } = form;
  // Only the fields that show or hide others are watched, so a keystroke elsewhere re-renders one field.
  const conditions = useMemo(
    () => [...new Set(fields.flatMap((field) => (field.when ? [field.when.field] : [])))],
    [fields],
  );
  const watched = useWatch({ control, name: conditions }) as unknown[];
  const current = Object.fromEntries(conditions.map((name, index) => [name, watched[index]]));

  // A save is refused while a section is open (selectSaveAvailability, model/selectors.ts), so the
  // server's messages are known when the form opens and are placed once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed once, when the form opens
  useEffect(() => {
    let first = true;
    for (const field of fields) {
      const message = serverErrors[field.name];
      if (!message) continue;
      form.setError(field.name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    // The form takes the place of what opened it: the focus goes to its heading, from which Tab
    // reaches the first field.
    if (first) headingRef.current?.focus();
  }, []);

  const submit = form.handleSubmit((values) => onSubmit(toSubmitted(fields, values)));
  const messageOf = (
    field: FieldDescriptor,
    error: FieldError | undefined,
  ): Pick<FieldProps, 'error' | 'serverError'> => {
    if (!error?.message) return {};
    if (error.type === 'server') return { serverError: error.message };
    const text = error.message;
    return { error: t(text, field.kind === 'number' ? { '@min': field.min, '@max': field.max } : undefined) };
  };

  const row = (field: FieldDescriptor) => {
    if (field.kind === 'slides')
      return (
        <div key={field.name} className={wide}>
          <SlidesField control={control} name={field.name} />
        </div>
      );
    return (
      <Controller
        key={field.name}
        control={control}
        name={field.name}
        render={({ field: input, fieldState }) => {
          const message = messageOf(field, fieldState.error);
          // Composite controls take the form's focus (a wrong field on Apply) on their first
          // focusable part, and count as left when the focus leaves the whole control.
          const around = (widget: ReactNode) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: it only hears the focus leaving the control inside
            <div
              className={contents}
              ref={(element) => {
                input.ref(
                  element ? { focus: () => element.querySelector<HTMLElement>(FOCUSABLE)?.focus() } : null,
                );
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
              }}
            >
              {widget}
            </div>
          );
          if (field.kind === 'checkbox') {
            const shown = message.error ?? message.serverError ?? undefined;
            return (
              <div className={tick}>
                {around(
                  <Checkbox
                    name={field.name}
                    checked={input.value === true}
                    invalid={Boolean(shown)}
                    onCheckedChange={(checked) => {
                      input.onChange(checked);
                      // A tick is the whole answer: it also counts as leaving the field.
                      input.onBlur();
                    }}
                  >
                    {t(field.label)}
                  </Checkbox>,
                )}
                {field.help ? <p className={help}>{t(field.help)}</p> : null}
                {shown ? <p className={errorText}>{shown}</p> : null}
              </div>
            );
          }
          if (field.kind === 'color')
            return around(
              <ColorField
                name={field.name}
                label={t(field.label)}
                paints={field.paints}
                value={typeof input.value === 'string' ? input.value : ''}
                onChange={input.onChange}
                message={message.error ?? message.serverError ?? undefined}
              />,
            );
          const text = typeof input.value === 'string' ? input.value : '';
          let widget: ReactNode;
          switch (field.kind) {
            case 'html':
              widget = (
                <HtmlField
                  ref={input.ref}
                  name={field.name}
                  value={text}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />
              );
              break;
            case 'textarea':
              widget = (
                <Textarea
                  ref={input.ref}
                  name={field.name}
                  rows={3}
                  value={text}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />
              );
              break;
            case 'select':
              widget = around(
                <Select
                  name={field.name}
                  options={field.choices.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
                  value={[text]}
                  onValueChange={([value]) => {
                    if (value === undefined) return;
                    input.onChange(value);
                    // Choosing is the whole answer, as a tick is.
                    input.onBlur();
                  }}
                />,
              );
              break;
            case 'trainings':
              widget = around(
                <TrainingsField
                  name={field.name}
                  value={Array.isArray(input.value) || typeof input.value === 'string' ? input.value : []}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />,
              );
              break;
            case 'terms':
              widget = around(
                <TermsField
                  control={control}
                  vocabularyField={field.vocabularyField}
                  topLevel={field.topLevel}
                  name={field.name}
                  label={t(field.label)}
                  value={Array.isArray(input.value) || typeof input.value === 'string' ? input.value : []}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />,
              );
              break;
            case 'vocabulary':
              widget = around(
                <VocabularyField
                  name={field.name}
                  label={t(field.label)}
                  value={text}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />,
              );
              break;
            case 'number':
              widget = around(
                <NumberInput
                  name={field.name}
                  min={field.min}
                  max={field.max}
                  value={typeof input.value === 'number' ? input.value : null}
                  onValueChange={input.onChange}
                />,
              );
              break;
            case 'ids':
              widget = (
                <IdsField
                  ref={input.ref}
                  name={field.name}
                  value={Array.isArray(input.value) || typeof input.value === 'string' ? input.value : []}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />
              );
              break;
            case 'image':
              widget = around(
                <ImageField
                  name={field.name}
                  label={t(field.label)}
                  value={text || null}
                  onChange={(url) => input.onChange(url ?? '')}
                />,
              );
              break;
            default:
              widget = (
                <Input
                  ref={input.ref}
                  name={field.name}
                  value={text}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />
              );
          }
          return (
            <Field
              label={t(field.label)}
              required={isRequired(field)}
              helpText={field.help ? t(field.help) : undefined}
              {...message}
              className={field.kind === 'html' || field.kind === 'textarea' ? wide : undefined}
            >
              {widget}
            </Field>
          );
        }}
      />
    );
  };

  return (
    <form className={formStyle} onSubmit={submit} aria-labelledby={headingId} noValidate>
      {/* Focused as the form opens, to say where the person is, not as a control: no ring, as for main. */}
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={css({ fontSize: 'lg', fontWeight: 'bold', outline: 'none' })}
      >
        {t(heading)}
      </h3>
      <div className={grid}>{fields.filter((field) => isVisible(field, current)).map(row)}</div>
      <div className={actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit">{t(submitLabel)}</Button>
      </div>
    </form>
  );
}
