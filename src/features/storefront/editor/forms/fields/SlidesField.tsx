import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Control, Controller, get, useFieldArray, useFormState, useWatch } from 'react-hook-form';
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
const actions = css({ display: 'flex', gap: '1', justifyContent: 'flex-end' });
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
 * link, with buttons to add, remove and move slides (the carousel shows them in this order). The
 * slides live in the form (react-hook-form's field array), so what was typed stays when a slide is
 * added, removed or moved.
 */
export function SlidesField({ control, name }: SlidesFieldProps) {
  const { t } = useTranslation();
  // The form's values are keyed by descriptor names; this one holds slides.
  const { fields, append, remove, move } = useFieldArray({
    control: control as unknown as Control<Record<string, Slide[]>>,
    name,
  });
  // The last save's message about the slides (a refused save names a slide's field; the section
  // form places it on the list, docs/product.md §5).
  const { errors } = useFormState({ control, name });
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  // The titles name a moved slide in what is announced; a slide without one goes by its number.
  const slides = useWatch({ control: control as unknown as Control<Record<string, Slide[]>>, name });
  const list = useRef<HTMLFieldSetElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const moveSlide = (index: number, to: number) => {
    const id = fields[index]?.id;
    const title = slides?.[index]?.title?.trim();
    flushSync(() => move(index, to));
    // The slide's node may be moved, which drops its focus: it goes back to the button used, or to
    // the other one once the slide has reached an end.
    const used = to < index ? 'earlier' : 'later';
    const target = to === 0 ? 'later' : to === fields.length - 1 ? 'earlier' : used;
    list.current?.querySelector<HTMLElement>(`[data-slide="${id}"] [data-move="${target}"]`)?.focus();
    setAnnouncement(
      t('@name moved to position @position of @count.', {
        '@name': title || t('Slide @number', { '@number': index + 1 }),
        '@position': to + 1,
        '@count': fields.length,
      }),
    );
  };
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
  // The focus goes to the slide now in the removed one's place, else the one before, else Add a slide.
  const removeSlide = (index: number) => {
    flushSync(() => remove(index));
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    (buttons[index] ?? buttons[index - 1] ?? list.current?.querySelector<HTMLElement>('[data-add]'))?.focus();
  };
  return (
    <fieldset ref={list} className={group}>
      <legend className={legend}>{t('Slides')}</legend>
      {typeof message === 'string' && message ? (
        <p className={errorText} aria-live="polite">
          {message}
        </p>
      ) : null}
      {fields.map((slide, index) => (
        <fieldset key={slide.id} data-slide={slide.id} className={slideBox}>
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
          <div className={actions}>
            <IconButton
              icon={ArrowUp}
              label={t('Move slide @number earlier', { '@number': index + 1 })}
              data-move="earlier"
              disabled={index === 0}
              onClick={() => moveSlide(index, index - 1)}
            />
            <IconButton
              icon={ArrowDown}
              label={t('Move slide @number later', { '@number': index + 1 })}
              data-move="later"
              disabled={index === fields.length - 1}
              onClick={() => moveSlide(index, index + 1)}
            />
            <IconButton
              icon={Trash2}
              label={t('Remove slide @number', { '@number': index + 1 })}
              data-remove
              onClick={() => removeSlide(index)}
            />
          </div>
        </fieldset>
      ))}
      <p aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>
      <Button
        variant="outline"
        size="sm"
        startIcon={<Plus size={16} aria-hidden="true" />}
        data-add
        onClick={() => append(emptySlide())}
        className={css({ justifySelf: 'start' })}
      >
        {t('Add a slide')}
      </Button>
    </fieldset>
  );
}
