import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { idempotencyKeys } from '@/api/idempotency';
import { PASSWORD_MIN_LENGTH, registerMutationOptions } from '@/api/registration';
import { z } from '@/api/zod';
import { DEFAULT_AFTER_LOGIN, LOGIN_PATH } from '@/features/auth';
import { PAGE_PATHS } from '@/features/pages';
import { useTranslation } from '@/i18n';
import { Button, DocumentTitle, Input, linkStyle, toast } from '@/ui';
import { FormCheckbox } from '@/ui/FormCheckbox';
import { FormCard, FormErrors, FormField, failureSummary, useServerErrorSubmit, useZodForm } from '@/ui/form';

const PASSWORD_RULE = 'The password needs at least 8 characters, with a letter and a digit.';

/** The contract's rules (src/api/registration.ts), with the messages a visitor reads. */
const schema = z.object({
  name: z.string().trim().min(1, 'Username field is required.').max(60, 'Use 60 characters or fewer.'),
  mail: z.string().trim().email('Enter a valid e-mail address.'),
  pass: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE)
    .regex(/[A-Za-z]/, PASSWORD_RULE)
    .regex(/\d/, PASSWORD_RULE),
  terms: z.boolean().refine((accepted) => accepted, 'Accept the terms of use to create an account.'),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'mail', 'pass', 'terms'] as const;

/**
 * /user/register: a visitor creates an account and is signed in at once, then lands on the
 * dashboard with a welcome. The server's refusals (name or e-mail taken) show on their fields
 * (docs/forms.md). Someone already signed in goes to the dashboard.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const options = registerMutationOptions(queryClient);
  const signUp = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (me) => {
      await options.onSuccess(me);
      toast.success(t('Welcome! Your account is ready and you are signed in.'));
      navigate(DEFAULT_AFTER_LOGIN, { replace: true });
    },
  });
  // Pressed again after a failure, the same input carries the same key: an account the server
  // created before the response was lost signs in instead of being refused as taken.
  const [keyFor] = useState(() => idempotencyKeys());
  const form = useZodForm(schema, { defaultValues: { name: '', mail: '', pass: '', terms: false } });
  // A refusal or a failure is said above the form, as on the login page.
  const { onSubmit, formErrors } = useServerErrorSubmit(
    form,
    FIELDS,
    (values: Values) => signUp.mutateAsync({ ...values, idempotencyKey: keyFor(values) }),
    (error) => failureSummary(error, t),
  );

  return (
    <FormCard title={t('Create an account')} onSubmit={onSubmit} width="lg">
      <DocumentTitle title={t('Create an account')} />
      <FormErrors messages={formErrors} />
      <FormField control={form.control} name="name" label={t('Username')} required>
        <Input autoComplete="username" {...form.register('name')} />
      </FormField>
      <FormField control={form.control} name="mail" label={t('Email')} required>
        <Input type="email" autoComplete="email" {...form.register('mail')} />
      </FormField>
      <FormField
        control={form.control}
        name="pass"
        label={t('Password')}
        required
        helpText={t('At least 8 characters, with a letter and a digit.')}
      >
        <Input type="password" autoComplete="new-password" {...form.register('pass')} />
      </FormField>
      <FormField
        control={form.control}
        name="terms"
        label={t('Terms of use')}
        required
        helpText={
          <>
            <RouterLink className={linkStyle} to={PAGE_PATHS.terms}>
              {t('Read the terms of use')}
            </RouterLink>
            {' · '}
            <RouterLink className={linkStyle} to={PAGE_PATHS.privacy}>
              {t('Privacy policy')}
            </RouterLink>
          </>
        }
      >
        <FormCheckbox control={form.control} name="terms">
          {t('I accept the terms of use')}
        </FormCheckbox>
      </FormField>
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('Create account')}
      </Button>
      <p className={css({ margin: 0, fontSize: 'sm', color: 'fg.muted' })}>
        {t('Already have an account?')}{' '}
        <RouterLink className={linkStyle} to={LOGIN_PATH}>
          {t('Log in')}
        </RouterLink>
      </p>
    </FormCard>
  );
}

export { SignupPage as Component };
