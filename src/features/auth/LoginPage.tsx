import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { fieldErrorAt, isApiError } from '@/api/errors';
import { loginMutationOptions } from '@/api/session';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { Input } from '@/ui/Input';
import { useDocumentTitle } from '@/ui/use-document-title';
import { afterLoginPath, REDIRECT_PARAM } from './redirect';
import { useSession } from './use-session';

const card = css({
  width: '100%',
  maxWidth: 'md',
  marginInline: 'auto',
  marginBlock: { base: '4', md: '12' },
  padding: { base: '6', md: '8' },
  display: 'grid',
  gap: '5',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  boxShadow: 'sm',
});
const alert = css({
  padding: '3',
  borderRadius: 'l2',
  bg: 'error.subtle',
  color: 'error',
  fontSize: 'sm',
  fontWeight: 'medium',
});

type Errors = { name?: string; pass?: string; form?: string };

/** docs/product.md §2 /user/login: posts the credentials; afterwards follows redirectTo only when it is a same-origin path. */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Log in'));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = afterLoginPath(params.get(REDIRECT_PARAM));
  const session = useSession();
  const [name, setName] = useState('');
  const [pass, setPass] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const signIn = loginMutationOptions(queryClient);
  const login = useMutation({
    mutationFn: signIn.mutationFn,
    onSuccess: (me) => {
      signIn.onSuccess(me);
      navigate(target, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400) {
        const fieldErrors = error.fieldErrors;
        const nameError = fieldErrorAt(fieldErrors, 'name');
        const passError = fieldErrorAt(fieldErrors, 'pass');
        setErrors({
          name: nameError,
          pass: passError,
          form:
            nameError || passError
              ? t('Please check the highlighted fields.')
              : t('Something went wrong, please try again.'),
        });
      } else {
        setErrors({ form: t('Something went wrong, please try again.') });
      }
    },
  });

  if (session.signedIn && !login.isPending && !login.isSuccess) return <Navigate to={target} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {
      name: name.trim() === '' ? t('Username field is required.') : undefined,
      pass: pass === '' ? t('Password field is required.') : undefined,
    };
    if (missing.name || missing.pass) {
      setErrors(missing);
      return;
    }
    setErrors({});
    login.mutate({ name: name.trim(), pass });
  };

  return (
    <form className={card} noValidate onSubmit={onSubmit} aria-labelledby="login-title">
      <h1 id="login-title" className={css({ fontSize: '2xl', fontWeight: 'bold', margin: 0 })}>
        {t('Log in')}
      </h1>
      {errors.form && (
        <div role="alert" className={alert}>
          {errors.form}
        </div>
      )}
      <Field label={t('Username')} required serverError={errors.name}>
        <Input
          name="name"
          autoComplete="username"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field label={t('Password')} required serverError={errors.pass}>
        <Input
          name="pass"
          type="password"
          autoComplete="current-password"
          value={pass}
          onChange={(event) => setPass(event.target.value)}
        />
      </Field>
      <Button type="submit" fullWidth loading={login.isPending}>
        {t('Log in')}
      </Button>
    </form>
  );
}
