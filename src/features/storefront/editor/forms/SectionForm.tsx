import { Field as ArkField } from '@ark-ui/react/field';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { IconButton } from '@/ui/IconButton';
import { Input } from '@/ui/Input';
import { inputRecipe } from '@/ui/input-recipe';
import { Textarea } from '@/ui/Textarea';
import type { FieldDescriptor } from './descriptors';
import { HtmlField } from './fields/HtmlField';
import { ImageField } from './fields/ImageField';
import { type FormErrors, type FormValues, isVisible, parseIds, toSubmitted, validateForm } from './validate';

const form = css({
  display: 'grid',
  gap: '4',
  padding: { base: '4', md: '6' },
  bg: 'surface',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border',
});
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });
const wide = css({ gridColumn: '1 / -1' });
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' });
const colourRow = css({ display: 'flex', gap: '2', alignItems: 'center' });
const swatch = css({
  width: '10',
  height: '10',
  padding: '0.5',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'surface',
  flexShrink: 0,
});
const slideBox = css({ display: 'grid', gap: '3', padding: '3', borderRadius: 'l2', bg: 'muted' });

export interface SectionFormProps {
  /** Source string of the form's heading. */
  heading: string;
  fields: readonly FieldDescriptor[];
  initialValues: FormValues;
  /** Server messages by field name (docs/product.md §5), shown beside the client ones. */
  serverErrors?: Record<string, string>;
  submitLabel?: string;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
}

type Slide = Record<string, string | null>;
const emptySlide = (): Slide => ({ title: '', text: '', image: '', image_alt: '', url: '' });

/** One form for every section part: fields come from descriptors, so each section type only declares them. */
export function SectionForm({
  heading,
  fields,
  initialValues,
  serverErrors = {},
  submitLabel = 'Apply',
  onSubmit,
  onCancel,
}: SectionFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  const message = (field: FieldDescriptor, text: string | undefined) =>
    text
      ? t(text, field.kind === 'number' ? { '@min': field.min, '@max': field.max } : undefined)
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = fields.find((field) => found[field.name]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first?.name}"]`)?.focus();
      return;
    }
    onSubmit(toSubmitted(fields, values));
  };

  const control = (field: FieldDescriptor) => {
    const value = values[field.name];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    switch (field.kind) {
      case 'html':
        return <HtmlField name={field.name} value={text} onChange={(html) => set(field.name, html)} />;
      case 'textarea':
        return (
          <Textarea
            name={field.name}
            rows={3}
            value={text}
            onChange={(event) => set(field.name, event.target.value)}
          />
        );
      case 'select':
        return (
          <ArkField.Select
            name={field.name}
            className={inputRecipe()}
            value={text}
            onChange={(event) => set(field.name, event.target.value)}
          >
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(choice.label)}
              </option>
            ))}
          </ArkField.Select>
        );
      case 'number':
        return (
          <Input
            name={field.name}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={text}
            onChange={(event) => set(field.name, event.target.value === '' ? '' : Number(event.target.value))}
          />
        );
      case 'ids':
        return (
          <Input
            name={field.name}
            inputMode="numeric"
            defaultValue={Array.isArray(value) ? value.join(', ') : text}
            onChange={(event) => set(field.name, parseIds(event.target.value))}
          />
        );
      case 'color':
        return (
          <div className={colourRow}>
            <input
              type="color"
              aria-label={t('Pick @label', { '@label': t(field.label) })}
              className={swatch}
              value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#ffffff'}
              onChange={(event) => set(field.name, event.target.value)}
            />
            <Input
              name={field.name}
              dir="ltr"
              value={text}
              placeholder="#1f5fbf"
              onChange={(event) => set(field.name, event.target.value)}
            />
          </div>
        );
      case 'image':
        return (
          <ImageField
            name={field.name}
            label={t(field.label)}
            value={text || null}
            onChange={(url) => set(field.name, url ?? '')}
          />
        );
      case 'slides':
      case 'checkbox':
        return null;
      default:
        return (
          <Input name={field.name} value={text} onChange={(event) => set(field.name, event.target.value)} />
        );
    }
  };

  const slides = (name: string) => {
    const list = (Array.isArray(values[name]) ? values[name] : []) as Slide[];
    const update = (index: number, key: string, value: string) =>
      set(
        name,
        list.map((slide, position) => (position === index ? { ...slide, [key]: value } : slide)),
      );
    return (
      <fieldset key={name} className={css({ display: 'grid', gap: '3' })}>
        <legend className={css({ fontWeight: 'semibold', fontSize: 'sm', marginBlockEnd: '2' })}>
          {t('Slides')}
        </legend>
        {list.map((slide, index) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no ids; positions are their identity while editing
            key={index}
            className={slideBox}
          >
            <legend className={css({ srOnly: true })}>{t('Slide @number', { '@number': index + 1 })}</legend>
            <div className={grid}>
              {(['title', 'text', 'image', 'image_alt', 'url'] as const).map((key) => (
                <Field
                  key={key}
                  label={t(
                    {
                      title: 'Title',
                      text: 'Text',
                      image: 'Image',
                      image_alt: 'Image description',
                      url: 'Link',
                    }[key],
                  )}
                >
                  {key === 'image' ? (
                    <ImageField
                      name={`${name}[${index}][image]`}
                      label={t('Image')}
                      value={slide.image || null}
                      onChange={(url) => update(index, 'image', url ?? '')}
                    />
                  ) : (
                    <Input
                      value={slide[key] ?? ''}
                      onChange={(event) => update(index, key, event.target.value)}
                    />
                  )}
                </Field>
              ))}
            </div>
            <IconButton
              icon={Trash2}
              label={t('Remove slide @number', { '@number': index + 1 })}
              onClick={() =>
                set(
                  name,
                  list.filter((_, position) => position !== index),
                )
              }
            />
          </fieldset>
        ))}
        <Button
          variant="outline"
          size="sm"
          startIcon={<Plus size={16} aria-hidden="true" />}
          onClick={() => set(name, [...list, emptySlide()])}
          className={css({ justifySelf: 'start' })}
        >
          {t('Add a slide')}
        </Button>
      </fieldset>
    );
  };

  return (
    <form className={form} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t(heading)}
      </h3>
      <div className={grid}>
        {fields
          .filter((field) => isVisible(field, values))
          .map((field) =>
            field.kind === 'slides' ? (
              <div key={field.name} className={wide}>
                {slides(field.name)}
              </div>
            ) : field.kind === 'checkbox' ? (
              <div key={field.name} className={css({ display: 'grid', gap: '1', alignContent: 'start' })}>
                <label
                  className={css({
                    display: 'flex',
                    gap: '2',
                    alignItems: 'center',
                    fontWeight: 'semibold',
                    fontSize: 'sm',
                  })}
                >
                  <input
                    name={field.name}
                    type="checkbox"
                    className={css({ width: '5', height: '5', accentColor: 'primary' })}
                    checked={values[field.name] === true}
                    onChange={(event) => set(field.name, event.target.checked)}
                  />
                  {t(field.label)}
                </label>
                {field.help ? (
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(field.help)}</p>
                ) : null}
              </div>
            ) : (
              <Field
                key={field.name}
                label={t(field.label)}
                required={field.required}
                helpText={field.help ? t(field.help) : undefined}
                error={message(field, errors[field.name])}
                serverError={serverErrors[field.name]}
                className={field.kind === 'html' || field.kind === 'textarea' ? wide : undefined}
              >
                {control(field)}
              </Field>
            ),
          )}
      </div>
      <div className={actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit">{t(submitLabel)}</Button>
      </div>
    </form>
  );
}
