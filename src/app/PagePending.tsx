import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Spinner } from '@/ui/Spinner';

const pending = css({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: '16',
});

/**
 * Where a page is rendered while its code loads: the shell (header, navigation, footer) stays, and
 * the page's place shows a spinner. On a first visit the shell's own overlay covers it.
 */
export function PagePending() {
  const { t } = useTranslation();
  return (
    // data-page-pending: the story harness waits for it to go before a picture (src/testing/settle.ts).
    <div className={pending} aria-busy="true" data-page-pending="">
      <Spinner size="lg" label={t('Loading the page')} />
    </div>
  );
}
