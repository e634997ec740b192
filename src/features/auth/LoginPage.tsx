import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { type Credentials, loginMutationOptions } from '@/api/session';
import { siteSettingsQueryOptions } from '@/api/settings';
import { z } from '@/api/zod-mini';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { DocumentTitle } from '@/ui/DocumentTitle';
import { FormCard, FormErrors, FormField, failureSummary, useServerErrorSubmit, useZodForm } from '@/ui/form';
import { InlineAlert } from '@/ui/InlineAlert';
import { Input } from '@/ui/Input';
import { Link } from '@/ui/Link';
import { afterLoginPath, REDIRECT_PARAM, wasRefused } from './redirect';

/** The contract's credentials (`credentialsSchema` in src/api/session.schemas.ts) with the messages a person needs. */
const loginSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Username field is required.')),
  pass: z.string().check(z.minLength(1, 'Password field is required.')),
}) satisfies z.ZodMiniType<Credentials>;
const FIELDS = ['name', 'pass'] as const;

/** docs/product.md §2 /user/login: posts the credentials; afterwards follows redirectTo only when it is a same-origin path. */
export function LoginPage() {
  // Each arrival at the login page (another round after a refusal included) starts with an empty
  // form and no earlier sign-in's state, even when React never rendered the page in between.
  return <LoginForm key={useLocation().key} />;
}

function LoginForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = afterLoginPath(params.get(REDIRECT_PARAM));
  // Sent here by a 401 although signed in (src/app/router.tsx): going back on its own would be
  // refused again, so the user is told instead, and another round only follows their own sign-in.
  const refused = wasRefused(params);
  const signupUrl = useQuery(siteSettingsQueryOptions()).data?.signup_url;
  const signIn = loginMutationOptions(queryClient);
  const login = useMutation({
    mutationFn: signIn.mutationFn,
    onSuccess: async (me) => {
      await signIn.onSuccess(me);
      navigate(target, { replace: true });
    },
  });
  const form = useZodForm(loginSchema, { defaultValues: { name: '', pass: '' } });
  // Refused credentials come back as field messages; the summary above the form says where to look.
  const { onSubmit, formErrors } = useServerErrorSubmit(
    form,
    FIELDS,
    (values) => login.mutateAsync(values),
    (error) => failureSummary(error, t),
  );

  return (
    <FormCard title={t('Log in')} onSubmit={onSubmit}>
      <DocumentTitle title={t('Log in')} />
      {refused && <InlineAlert>{t('You need to sign in again to see this page.')}</InlineAlert>}
      <FormErrors messages={formErrors} />
      <FormField control={form.control} name="name" label={t('Username')} required>
        <Input autoComplete="username" {...form.register('name')} />
      </FormField>
      <FormField control={form.control} name="pass" label={t('Password')} required>
        <Input type="password" autoComplete="current-password" {...form.register('pass')} />
      </FormField>
      <Button type="submit" fullWidth loading={login.isPending}>
        {t('Log in')}
      </Button>
      {/* A visitor sent here from the storefront may have no account yet: the way to one, where the site has it. */}
      {signupUrl && (
        <p className={css({ margin: 0, fontSize: 'sm', color: 'fg.muted' })}>
          {t('New here?')}{' '}
          <Link to={signupUrl} reload>
            {t('Create an account')}
          </Link>
        </p>
      )}
    </FormCard>
  );
}

export { LoginPage as Component };
