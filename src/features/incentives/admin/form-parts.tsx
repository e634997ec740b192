import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button, Input, Link } from '@/ui';
import { formActionsStyle, mutedTextStyle } from '../shared/styles';

/** The form's submit button, disabled while saving, and an optional way back without saving. */
export function SubmitRow({
  label,
  pending,
  cancelTo,
}: {
  label: string;
  pending: boolean;
  cancelTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={formActionsStyle}>
      <Button type="submit" variant="solid" loading={pending} disabled={pending}>
        {label}
      </Button>
      {cancelTo && <Link to={cancelTo}>{t('Cancel')}</Link>}
    </div>
  );
}

/** The note under a form with required fields. */
export function RequiredNote() {
  const { t } = useTranslation();
  return <p className={mutedTextStyle}>{t('Fields marked * are required.')}</p>;
}

/** The server's messages that belong to no field, above the form. */
export function UnplacedErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={css({ color: 'error', fontWeight: 'semibold' })}>
      {messages.map((text) => (
        <p key={text} className={css({ margin: 0 })}>
          {text}
        </p>
      ))}
    </div>
  );
}

/** A whole number input: numeric keyboard on phones, steps of one, 0 or more unless told. */
export function NumberInput({ min = 0, ...props }: React.ComponentProps<typeof Input>) {
  return <Input type="number" inputMode="numeric" step={1} min={min} {...props} />;
}
