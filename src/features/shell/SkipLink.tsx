import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';

export const MAIN_CONTENT_ID = 'main-content';

const skip = css({
  position: 'fixed',
  insetBlockStart: '2',
  insetInlineStart: '2',
  zIndex: 'skipLink',
  paddingBlock: '2',
  paddingInline: '4',
  bg: 'primary',
  color: 'primary.fg',
  fontWeight: 'semibold',
  borderRadius: 'l2',
  transform: 'translateY(-200%)',
  _focus: { transform: 'none' },
});

/** docs/product.md §2: a skip link to #main-content, visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={skip}>
      {t('Skip to main content')}
    </a>
  );
}
