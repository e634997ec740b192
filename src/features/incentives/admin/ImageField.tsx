import { useEffect, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button, Field } from '@/ui';
import { imageSrc } from '../shared/image-src';

export interface ImageFieldProps {
  label: string;
  /** The stored image URL, if any. */
  current: string | null;
  /** undefined keeps the stored image, a File replaces it, null removes it. */
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  serverError?: string;
  /** Preview height in px (the banner previews at its configured height). */
  previewHeight?: number;
}

const preview = css({
  maxWidth: '100%',
  maxHeight: '60',
  objectFit: 'cover',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  display: 'block',
});

/** A multipart image upload with a preview; the file travels with the form's save. */
export function ImageField({ label, current, value, onChange, serverError, previewHeight }: ImageFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!(value instanceof File)) {
      setObjectUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(value);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  const shown = value === null ? undefined : (objectUrl ?? imageSrc(current));
  return (
    <Field label={label} serverError={serverError} helpText={t('PNG, JPEG, GIF, WebP or SVG.')}>
      {shown && (
        <img
          src={shown}
          alt={t('Preview of the image')}
          className={preview}
          style={previewHeight ? { height: previewHeight, width: '100%' } : undefined}
        />
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-label={value instanceof File ? t('Replace image') : t('Upload image')}
          className={css({ fontSize: 'sm' })}
          onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
        />
        {(shown || value instanceof File) && (
          <Button variant="ghost" size="sm" onClick={() => onChange(current ? null : undefined)}>
            {t('Remove image')}
          </Button>
        )}
        {value === null && (
          <Button variant="link" size="sm" onClick={() => onChange(undefined)}>
            {t('Keep the current image')}
          </Button>
        )}
      </div>
    </Field>
  );
}
