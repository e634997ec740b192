import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { masqueradeQueryOptions, switchBackMutationOptions } from '@/api/masquerade';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';

const banner = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  paddingBlock: '2',
  paddingInline: '4',
  bg: 'warning.subtle',
  color: 'fg',
  borderBlockEndWidth: 'thin',
  borderColor: 'warning',
  fontSize: 'sm',
  textAlign: 'center',
});

/** docs/architecture.md: while acting as someone, a visible banner says so and offers to switch back. */
export function MasqueradeBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery(masqueradeQueryOptions()).data;
  const navigate = useNavigate();
  const switchBack = switchBackMutationOptions(queryClient);
  const section = useRef<HTMLElement>(null);
  const back = useMutation({
    mutationFn: switchBack.mutationFn,
    onSuccess: (state) => {
      // The banner goes, and with it the button that had the focus: the page's main content takes it,
      // as after any navigation, rather than the document.
      if (section.current?.contains(document.activeElement))
        document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
      switchBack.onSuccess(state);
      // A fresh page: every query is asked again as the real user.
      navigate('/dashboard');
    },
  });
  if (!state?.active || !state.as) return null;
  return (
    <section
      ref={section}
      className={banner}
      aria-label={t('Acting as another user')}
      data-testid="masquerade-banner"
    >
      <span>
        {t('You are acting as @name.', { '@name': state.as.full_name })}{' '}
        {state.original && t('Signed in as @name.', { '@name': state.original.full_name })}
      </span>
      <Button size="sm" variant="outline" loading={back.isPending} onClick={() => back.mutate()}>
        {t('Switch back')}
      </Button>
      {back.isError && <span role="alert">{t('Something went wrong, please try again.')}</span>}
    </section>
  );
}
