import {
  FileUpload as ArkFileUpload,
  type FileUploadFileRejection,
  useFileUpload,
} from '@ark-ui/react/file-upload';
import { ImageIcon, Trash2, Upload as UploadIcon } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { IMAGE_TYPES, PICTURE_TYPES } from '@/lib/image-types';
import { safeHref } from '@/lib/url';
import { Button } from './Button';
import { buttonRecipe } from './button-recipe';
import { Icon } from './Icon';
import { Spinner } from './Spinner';

export { IMAGE_TYPES, PICTURE_TYPES };

const ACCEPTED_IMAGES: string[] = [...IMAGE_TYPES];

const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i;

/**
 * What an image field may show: a same-origin path (an upload), an http(s) address, or an inline
 * image stored before uploads existed. Anything else (a `javascript:` URL, a data: URI of another
 * type) shows nothing.
 */
export function imagePreviewSrc(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (INLINE_IMAGE.test(value)) return value;
  return safeHref(value) && !/^(mailto|tel):/i.test(value) ? value.trim() : undefined;
}

/** Whether the browser can decode the picture at `src`. */
function showable(src: string): Promise<boolean> {
  const image = new Image();
  image.src = src;
  return image.decode().then(
    () => true,
    () => false,
  );
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '2', width: '100%', minWidth: 0 });
const labelStyle = css({ fontWeight: 'semibold', fontSize: 'sm', display: 'inline-flex', gap: '1' });
const asterisk = css({ color: 'error', cursor: 'help' });
const layout = css({
  display: 'grid',
  gap: '3',
  alignItems: 'center',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) auto' },
});
const dropzone = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: '28',
  padding: '3',
  borderWidth: 'thick',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  bg: 'muted',
  color: 'fg.muted',
  textAlign: 'center',
  overflow: 'hidden',
  '&[data-dragging]': { borderColor: 'primary', bg: 'primary.subtle', color: 'fg' },
  '&[data-has-image]:not([data-invalid])': {
    borderStyle: 'solid',
    borderWidth: 'thin',
    borderColor: 'border',
  },
  '&[data-invalid]': { borderColor: 'error' },
  _disabled: { opacity: 0.6 },
});
const emptyText = css({ display: 'grid', justifyItems: 'center', gap: '1', fontSize: 'sm' });
const previewStyles = {
  wide: css({ display: 'block', maxWidth: '100%', maxHeight: '40', objectFit: 'contain' }),
  square: css({ display: 'block', width: '16', height: '16', objectFit: 'contain' }),
};
const uploadingStyle = css({ opacity: 0.45 });
const veil = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeItems: 'center',
  color: 'fg',
});
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
  flexDirection: { base: 'row', sm: 'column' },
  alignSelf: { sm: 'stretch' },
  justifyContent: { sm: 'center' },
  '& > *': { width: { sm: '100%' } },
});
const help = css({ fontSize: 'sm', color: 'fg.muted', margin: 0 });
const statusText = css({
  fontSize: 'sm',
  color: 'fg.muted',
  display: 'flex',
  gap: '2',
  alignItems: 'center',
});
const errorStyle = css({ fontSize: 'sm', color: 'error', fontWeight: 'medium', margin: 0 });

export interface ImageUploadProps {
  label: ReactNode;
  /** Visually hides the label (still the field's accessible name), when a surrounding Field shows it. */
  hideLabel?: boolean;
  /** The image's address: an uploaded file's URL, or an older stored one (inline data: images show too). */
  value: string | null | undefined;
  /** Called with the URL `upload` resolved to, or null when the image is removed. */
  onChange: (url: string | null) => void;
  /**
   * Sends the chosen file and resolves to the URL the server returned (the feature calls its API
   * through a mutation). A rejection shows `uploadErrorMessage(error)`, or a general message.
   */
  upload: (file: File) => Promise<string>;
  /** The server's reason for refusing the file (413, 415), if it gave one. */
  uploadErrorMessage?: (error: unknown) => string | undefined;
  /** Accepted MIME types; checked before anything is sent. Every image type by default. */
  accept?: string[];
  /** Largest accepted file in bytes; checked before anything is sent. */
  maxFileSize?: number;
  /** `wide` for pictures and logos, `square` for small icons such as a favicon. */
  shape?: 'wide' | 'square';
  helpText?: ReactNode;
  /** A message of the form (a server field error on save), shown with the upload's own. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** The choose/replace button, so a form can move the focus to the field (a refused save). */
  ref?: Ref<HTMLButtonElement>;
  /** Tells the form the field was left (validation on blur). */
  onBlur?: () => void;
}

type Upload = { file: File; preview: string };

/**
 * One image of a form: drop it or choose it, see it, replace or remove it. The file is checked
 * (type, size, and that the browser can show it) before it is sent, uploaded at once through `upload`, and the field's value becomes
 * the returned URL; the server's refusal shows under the field. For other files, or several at
 * once, use `FileUpload`. Stories: UI/ImageUpload.
 */
export function ImageUpload({
  label,
  hideLabel,
  value,
  onChange,
  upload,
  uploadErrorMessage,
  accept = ACCEPTED_IMAGES,
  maxFileSize,
  shape = 'wide',
  helpText,
  error,
  required,
  disabled,
  name,
  ref,
  onBlur,
}: ImageUploadProps) {
  const { t, formatNumber } = useTranslation();
  const helpId = useId();
  const errorId = useId();
  const [pending, setPending] = useState<Upload>();
  const [problem, setProblem] = useState<string>();
  // The latest upload wins: a file chosen while another is on its way replaces it.
  const latest = useRef<File | null>(null);
  useEffect(() => () => (pending ? URL.revokeObjectURL(pending.preview) : undefined), [pending]);
  // The button is disabled while the file is on its way, which drops the focus of the person who chose
  // it to the document: it comes back to the button (now Replace image) once the upload has settled.
  const trigger = useRef<HTMLButtonElement | null>(null);
  const triggerRef = (element: HTMLButtonElement | null) => {
    trigger.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const focusAfterUpload = useRef(false);
  useEffect(() => {
    if (pending || !focusAfterUpload.current) return;
    focusAfterUpload.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) trigger.current?.focus();
  }, [pending]);

  const megabytes = (bytes: number) => formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10);
  const reason = (rejection: FileUploadFileRejection) => {
    const code = rejection.errors[0];
    const args = { '@name': rejection.file.name };
    if (code === 'FILE_INVALID_TYPE') return t('@name is not an accepted file type.', args);
    if (code === 'FILE_TOO_LARGE')
      return t('@name is larger than @size MB.', { ...args, '@size': megabytes(maxFileSize ?? 0) });
    return t('@name cannot be uploaded.', args);
  };

  const send = async (file: File) => {
    latest.current = file;
    setProblem(undefined);
    const preview = URL.createObjectURL(file);
    // A file is named and typed by its name: one that is no picture (notes saved as logo.png) would
    // be uploaded and shown broken wherever the site uses it. The browser must be able to show it.
    if (!(await showable(preview))) {
      URL.revokeObjectURL(preview);
      if (latest.current !== file) return;
      latest.current = null;
      setProblem(t('@name is not a picture the browser can show.', { '@name': file.name }));
      return;
    }
    if (latest.current !== file) {
      URL.revokeObjectURL(preview);
      return;
    }
    if (document.activeElement === trigger.current) focusAfterUpload.current = true;
    setPending({ file, preview });
    try {
      const url = await upload(file);
      if (latest.current !== file) return;
      onChange(url);
    } catch (failure) {
      if (latest.current !== file) return;
      setProblem(
        uploadErrorMessage?.(failure) ?? t('@name could not be uploaded. Try again.', { '@name': file.name }),
      );
    } finally {
      if (latest.current === file) {
        latest.current = null;
        setPending(undefined);
      }
    }
  };

  const fileUpload = useFileUpload({
    accept,
    maxFileSize,
    maxFiles: 1,
    name,
    disabled: disabled || pending !== undefined,
    invalid: Boolean(problem || error),
    required,
    translations: { dropzone: t('Drop an image here') },
    onFileChange: (details) => {
      const [rejected] = details.rejectedFiles;
      const [accepted] = details.acceptedFiles;
      // The field holds a URL, not a file list: the choice is consumed at once.
      if (rejected || accepted) fileUpload.clearFiles();
      if (rejected) setProblem(reason(rejected));
      else if (accepted) void send(accepted);
    },
  });

  const src = pending?.preview ?? imagePreviewSrc(value);
  const messages = [problem, error].filter((message): message is string => Boolean(message));
  return (
    <ArkFileUpload.RootProvider value={fileUpload} className={root}>
      <ArkFileUpload.Label className={cx(labelStyle, hideLabel && css({ srOnly: true }))}>
        {label}
        {required && (
          <span className={asterisk} title={t('This field is required.')} aria-hidden="true">
            *
          </span>
        )}
      </ArkFileUpload.Label>
      <div className={layout}>
        {/* A drop target only: choosing goes through the buttons beside it, so it holds no control. */}
        <ArkFileUpload.Dropzone
          disableClick
          className={dropzone}
          data-invalid={messages.length > 0 || undefined}
          data-has-image={src ? '' : undefined}
        >
          {src ? (
            <img
              src={src}
              alt={pending ? t('Preview of @name', { '@name': pending.file.name }) : t('Current image')}
              className={cx(previewStyles[shape], pending && uploadingStyle)}
            />
          ) : (
            <span className={emptyText}>
              <Icon icon={ImageIcon} size={28} />
              <span>{t('Drop an image here')}</span>
            </span>
          )}
          {pending && (
            <span className={veil}>
              <Spinner size="md" label={null} />
            </span>
          )}
        </ArkFileUpload.Dropzone>
        <div className={actions}>
          <ArkFileUpload.Trigger
            ref={triggerRef}
            onBlur={onBlur}
            className={buttonRecipe({ variant: 'outline', size: 'sm' })}
            aria-describedby={
              [helpText ? helpId : '', messages.length > 0 ? errorId : ''].join(' ').trim() || undefined
            }
          >
            <Icon icon={UploadIcon} size={16} />
            {value ? t('Replace image') : t('Choose an image')}
          </ArkFileUpload.Trigger>
          {value && (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled || pending !== undefined}
              startIcon={<Icon icon={Trash2} size={16} />}
              onClick={(event) => {
                // The button goes with the image: the focus goes on from Choose an image beside it.
                const choose = event.currentTarget.previousElementSibling;
                setProblem(undefined);
                onChange(null);
                if (choose instanceof HTMLElement) choose.focus();
              }}
            >
              {t('Remove image')}
            </Button>
          )}
        </div>
      </div>
      {helpText && (
        <p id={helpId} className={help}>
          {helpText}
        </p>
      )}
      <div id={errorId} aria-live="polite">
        {pending && <p className={statusText}>{t('Uploading @name…', { '@name': pending.file.name })}</p>}
        {messages.map((message) => (
          <p key={message} className={errorStyle}>
            {message}
          </p>
        ))}
      </div>
      <ArkFileUpload.HiddenInput aria-invalid={messages.length > 0 || undefined} />
    </ArkFileUpload.RootProvider>
  );
}
