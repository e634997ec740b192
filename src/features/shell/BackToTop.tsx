import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { IconButton } from '@/ui/IconButton';
import { BACK_TO_TOP_DEBOUNCE_MS, initialBackToTop, nextBackToTop } from './back-to-top';

/**
 * Placed at the bottom of the screen by the shell, above the cookie notice (AppShell.tsx). On a phone
 * the footer keeps room for it at the page's end: its size and margins here are counted there (Footer.tsx).
 */
const floating = css({
  alignSelf: 'flex-end',
  // Where it sat on its own: as far from the screen's edges on a phone as on a wide screen.
  marginInlineEnd: { base: '4', md: '0' },
  marginBlockEnd: { base: '4', md: '0' },
  boxShadow: 'lg',
  borderRadius: 'full',
});

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** docs/product.md §2: a floating Back to top button (rules in back-to-top.ts). */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const state = useRef(initialBackToTop);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sample = () => {
      state.current = nextBackToTop(state.current, {
        y: window.scrollY,
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      });
      setVisible(state.current.visible);
    };
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(sample, BACK_TO_TOP_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', debounced, { passive: true });
    const resize = new ResizeObserver(debounced);
    resize.observe(document.body);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', debounced);
      resize.disconnect();
    };
  }, []);

  if (!visible) return null;
  // The wrapper is what floats: the button recipe sets its own position.
  return (
    <div className={floating} data-testid="back-to-top">
      <IconButton
        icon={ArrowUp}
        label={t('Back to top')}
        variant="solid"
        size="lg"
        className={css({ borderRadius: 'full' })}
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      />
    </div>
  );
}
