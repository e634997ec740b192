import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MouseEvent, Ref } from 'react';
import { css } from 'styled-system/css';
import { agreeToCookiesMutationOptions, cookieDisclaimerQueryOptions } from '@/api/cookie-disclaimer';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { MAIN_CONTENT_ID } from './SkipLink';

/** Placed at the bottom of the screen by the shell (AppShell.tsx, `bottomDock`). */
const banner = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'stretch', md: 'center' },
  gap: '4',
  inlineSize: '100%',
  maxWidth: '4xl',
  marginInline: 'auto',
  padding: '4',
  bg: 'surface',
  color: 'fg',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
  boxShadow: 'xl',
  fontSize: 'sm',
});

/**
 * docs/product.md §2/§4: disclaimer_text (sanitised HTML) with a close button; closing
 * posts the agreement (form-encoded, ajax=true), hides the banner at once and
 * refetches the disclaimer.
 */
export function CookieBanner({ ref }: { ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const disclaimer = useQuery(cookieDisclaimerQueryOptions()).data;
  const agree = useMutation(agreeToCookiesMutationOptions(queryClient));
  const text = disclaimer?.disclaimer_text;
  if (!text) return null;
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    // The notice goes with the focus on its button: the page's content takes it, as after the skip
    // link, and the view stays where it is.
    if (event.currentTarget === document.activeElement)
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    agree.mutate();
  };
  return (
    <section ref={ref} className={banner} aria-label={t('Cookie notice')} data-testid="cookie-banner">
      <SanitizedHtml html={text} className={css({ flex: 1, '& p': { margin: 0 } })} />
      <Button size="sm" onClick={close}>
        {t('Close')}
      </Button>
    </section>
  );
}
