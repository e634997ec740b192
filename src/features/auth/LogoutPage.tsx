import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { logoutMutationOptions } from '@/api/session';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { DocumentTitle } from '@/ui/DocumentTitle';
import { Spinner } from '@/ui/Spinner';
import { LOGIN_PATH } from './redirect';

const root = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '4',
  paddingBlock: '16',
  textAlign: 'center',
});

/** docs/product.md §2 /user/logout: signs out, forgets every cached response, then shows the login page. */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    ...logoutMutationOptions(queryClient),
    onSuccess: () => {
      navigate(LOGIN_PATH, { replace: true });
      queryClient.clear();
    },
  });
  const started = useRef(false);
  const { mutate } = logout;
  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return (
    <section className={root} aria-labelledby="logout-title">
      <DocumentTitle title={t('Log out')} />
      <h1 id="logout-title" className={css({ fontSize: '2xl', fontWeight: 'bold', margin: 0 })}>
        {t('Log out')}
      </h1>
      {logout.isError ? (
        <>
          <p role="alert">{t('Something went wrong, please try again.')}</p>
          <Button onClick={() => mutate()}>{t('Try again')}</Button>
        </>
      ) : (
        <Spinner label={t('Signing you out…')} />
      )}
    </section>
  );
}

export { LogoutPage as Component };
