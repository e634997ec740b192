import { type FormEvent, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { isSafeHref } from '@/lib/url';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field } from '../Field';
import { Input } from '../Input';

/** A bare domain ("example.com/page") is taken as a web address, as a browser's address bar does. */
export function normalizeHref(value: string): string {
  const trimmed = value.trim();
  if (/^(?:[\w-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}

export interface LinkDialogProps {
  open: boolean;
  /** The link under the selection, or '' for a new one. */
  href: string;
  /** Nothing is selected and no link is under the cursor: the dialog asks for the words to show too. */
  askText: boolean;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Adds, changes or removes the link on the selected words. Only addresses the site would show pass. */
export function LinkDialog({ open, href, askText, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [address, setAddress] = useState(href);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered in a portal, but React still bubbles the submit to the page's form.
    event.stopPropagation();
    const next = normalizeHref(address);
    if (!isSafeHref(next)) {
      setError(
        t(
          'Enter a path on this site (starting with /), a web address (https://), an email address (mailto:) or a phone number (tel:).',
        ),
      );
      return;
    }
    onApply(next, text.trim() || next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={href ? t('Edit link') : t('Add link')}
      footerStart={
        href && (
          <Button variant="ghost" onClick={onRemove}>
            {t('Remove link')}
          </Button>
        )
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('Apply link')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
        <Field
          label={t('Address')}
          required
          helpText={t(
            'A path on this site such as /pages/rules, or a web address such as https://example.com.',
          )}
          error={error}
        >
          <Input
            data-autofocus=""
            dir="ltr"
            inputMode="url"
            autoComplete="url"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
        {askText && (
          <Field label={t('Text to show')} helpText={t('Leave empty to show the address.')}>
            <Input value={text} onChange={(event) => setText(event.target.value)} />
          </Field>
        )}
      </form>
    </Dialog>
  );
}
