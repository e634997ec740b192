import { FileUpload as ArkFileUpload, type FileUploadFileRejectDetails } from '@ark-ui/react/file-upload';
import { FileIcon, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from './Icon';

const root = css({ display: 'flex', flexDirection: 'column', gap: '2', width: '100%' });
const labelStyle = css({ fontWeight: 'semibold', fontSize: 'sm' });
const dropzone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  padding: '6',
  borderWidth: 'thick',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  bg: 'surface',
  textAlign: 'center',
  color: 'fg.muted',
  '&[data-dragging]': { borderColor: 'primary', bg: 'primary.subtle' },
  _disabled: { opacity: 0.6 },
  '&[data-invalid]': { borderColor: 'error' },
});
const triggerStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '3',
  height: '9',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderColor: 'primary',
  color: 'primary',
  bg: 'surface',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { _enabled: { bg: 'primary.subtle' } },
  _focusVisible: {
    outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
    outlineOffset: 'focusRingOffset',
  },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});
const itemGroup = css({ display: 'grid', gap: '2', listStyle: 'none', margin: 0, padding: 0 });
const itemStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '3',
  padding: '2',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l2',
});
const preview = css({ width: '12', height: '12', objectFit: 'cover', borderRadius: 'l1', bg: 'muted' });
const nameStyle = css({
  fontWeight: 'medium',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const sizeStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const deleteStyle = css({
  display: 'grid',
  placeItems: 'center',
  width: '8',
  height: '8',
  borderRadius: 'l1',
  color: 'fg.muted',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'muted', color: 'error' },
  _focusVisible: { outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)' },
});
const errorStyle = css({ fontSize: 'sm', color: 'error', fontWeight: 'medium', margin: 0 });

export interface FileUploadProps {
  label: ReactNode;
  /** MIME types or extensions, e.g. ['image/png', 'image/jpeg']. */
  accept?: string[];
  /** Largest accepted file in bytes. */
  maxFileSize?: number;
  maxFiles?: number;
  onFilesChange?: (files: File[]) => void;
  helpText?: ReactNode;
  name?: string;
  disabled?: boolean;
}

/**
 * Pick or drop files; images show a preview. Files of the wrong type, too
 * large or too many are refused with a message saying why; each chosen file
 * can be removed.
 */
export function FileUpload({
  label,
  accept,
  maxFileSize,
  maxFiles = 1,
  onFilesChange,
  helpText,
  name,
  disabled,
}: FileUploadProps) {
  const { t, formatNumber } = useTranslation();
  const [errors, setErrors] = useState<string[]>([]);
  const megabytes = (bytes: number) => formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10);
  const reason = (rejection: FileUploadFileRejectDetails['files'][number]) => {
    const code = rejection.errors[0];
    const args = { '@name': rejection.file.name };
    if (code === 'FILE_INVALID_TYPE') return t('@name is not an accepted file type.', args);
    if (code === 'FILE_TOO_LARGE')
      return t('@name is larger than @size MB.', { ...args, '@size': megabytes(maxFileSize ?? 0) });
    if (code === 'TOO_MANY_FILES')
      return t('@name was not added: at most @count files.', { ...args, '@count': formatNumber(maxFiles) });
    return t('@name cannot be uploaded.', args);
  };
  return (
    <ArkFileUpload.Root
      accept={accept}
      maxFileSize={maxFileSize}
      maxFiles={maxFiles}
      name={name}
      disabled={disabled}
      onFileChange={(details) => {
        setErrors(details.rejectedFiles.map(reason));
        onFilesChange?.(details.acceptedFiles);
      }}
      translations={{
        dropzone: t('Drag and drop a file here'),
        deleteFile: (file) => t('Remove @name', { '@name': file.name }),
        itemPreview: (file) => t('Preview of @name', { '@name': file.name }),
      }}
      className={root}
    >
      <ArkFileUpload.Label className={labelStyle}>{label}</ArkFileUpload.Label>
      {/* The dropzone is itself a button (Enter opens the dialog), so the trigger sits beside it, not inside. */}
      <ArkFileUpload.Dropzone className={dropzone} data-invalid={errors.length > 0 || undefined}>
        <Icon icon={Upload} size={24} />
        <span>{t('Drag and drop a file here')}</span>
      </ArkFileUpload.Dropzone>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <ArkFileUpload.Trigger className={triggerStyle}>{t('Choose a file')}</ArkFileUpload.Trigger>
        {helpText && <span className={sizeStyle}>{helpText}</span>}
      </div>
      <div aria-live="polite">
        {errors.map((message) => (
          <p key={message} className={errorStyle}>
            {message}
          </p>
        ))}
      </div>
      <ArkFileUpload.ItemGroup className={itemGroup}>
        <ArkFileUpload.Context>
          {(upload) =>
            upload.acceptedFiles.map((file) => (
              <ArkFileUpload.Item key={`${file.name}-${file.size}`} file={file} className={itemStyle}>
                <ArkFileUpload.ItemPreview type="image/*">
                  <ArkFileUpload.ItemPreviewImage
                    className={preview}
                    alt={t('Preview of @name', { '@name': file.name })}
                  />
                </ArkFileUpload.ItemPreview>
                {!file.type.startsWith('image/') && (
                  <span className={preview} style={{ display: 'grid', placeItems: 'center' }}>
                    <Icon icon={FileIcon} size={20} />
                  </span>
                )}
                <span className={css({ minWidth: 0 })}>
                  <ArkFileUpload.ItemName className={nameStyle} />
                  <ArkFileUpload.ItemSizeText className={sizeStyle} />
                </span>
                <ArkFileUpload.ItemDeleteTrigger className={deleteStyle}>
                  <Icon icon={Trash2} size={16} />
                </ArkFileUpload.ItemDeleteTrigger>
              </ArkFileUpload.Item>
            ))
          }
        </ArkFileUpload.Context>
      </ArkFileUpload.ItemGroup>
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  );
}
