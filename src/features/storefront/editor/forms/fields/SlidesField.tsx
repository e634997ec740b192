import { Plus, Trash2 } from 'lucide-react';
import { type Control, Controller, get, useFieldArray, useFormState } from 'react-hook-form';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { IconButton } from '@/ui/IconButton';
import { Input } from '@/ui/Input';
import type { FormValues } from '../validate';
import { ImageField } from './ImageField';

const group = css({ display: 'grid', gap: '3' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', marginBlockEnd: '2' });
const slideBox = css({ display: 'grid', gap: '3', padding: '3', borderRadius: 'l2', bg: 'muted' });
const errorText = css({ fontSize: 'sm', color: 'error', fontWeight: 'medium' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });

const emptySlide = () => ({ title: '', text: '', image: '', image_alt: '', url: '' });
type Slide = ReturnType<typeof emptySlide>;
type TextKey = 'title' | 'text' | 'image_alt' | 'url';

export interface SlidesFieldProps {
  control: Control<FormValues>;
  /** The descriptor's name: the form value holding the list of slides. */
  name: string;
}

/**
 * A carousel's slides in the section form: each slide's title, text, image, image description and
 * link, with buttons to add and remove slides. The slides live in the form (react-hook-form's field
 * array), so what was typed stays when a slide is added or removed.
 */
export function SlidesField({ control, name }: SlidesFieldProps) {
  const { t } = useTranslation();
  // The form's values are keyed by descriptor names; this one holds slides.
  const { fields, append, remove } = useFieldArray({
    control: control as unknown as Control<Record<string, Slide[]>>,
    name,
  });
  // The last save's message about the slides (a refused save names a slide's field; the section
  // form places it on the list, docs/product.md §5).
  const { errors } = useFormState({ control, name });
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const text = (index: number, key: TextKey, label: string) => (
    <Controller
      control={control}
      name={`${name}.${index}.${key}`}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message ? t(fieldState.error.message) : null}>
          <Input
            ref={field.ref}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
  return (
    <fieldset className={group}>
      <legend className={legend}>{t('Slides')}</legend>
      {typeof message === 'string' && message ? (
        <p className={errorText} aria-live="polite">
          {message}
        </p>
      ) : null}
      {fields.map((slide, index) => (
        <fieldset key={slide.id} className={slideBox}>
          <legend className={css({ srOnly: true })}>{t('Slide @number', { '@number': index + 1 })}</legend>
          <div className={grid}>
            {text(index, 'title', t('Title'))}
            {text(index, 'text', t('Text'))}
            <Controller
              control={control}
              name={`${name}.${index}.image`}
              render={({ field }) => (
                <Field label={t('Image')}>
                  <ImageField
                    name={field.name}
                    label={t('Image')}
                    value={typeof field.value === 'string' && field.value ? field.value : null}
                    onChange={(url) => field.onChange(url ?? '')}
                  />
                </Field>
              )}
            />
            {text(index, 'image_alt', t('Image description'))}
            {text(index, 'url', t('Link'))}
          </div>
          <IconButton
            icon={Trash2}
            label={t('Remove slide @number', { '@number': index + 1 })}
            onClick={() => remove(index)}
          />
        </fieldset>
      ))}
      <Button
        variant="outline"
        size="sm"
        startIcon={<Plus size={16} aria-hidden="true" />}
        onClick={() => append(emptySlide())}
        className={css({ justifySelf: 'start' })}
      >
        {t('Add a slide')}
      </Button>
    </fieldset>
  );
}
