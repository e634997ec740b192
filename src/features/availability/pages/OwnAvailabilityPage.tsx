import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Page } from '@/ui';
import { AvailabilityPanel } from '../AvailabilityPanel';

/** /availability: the signed-in user's own calendar. */
export function OwnAvailabilityPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('My availability')}>
      <p className={css({ margin: 0, color: 'fg.muted', maxWidth: '70ch' })}>
        {t('Mark when you are available or unavailable. Weekly slots repeat until the date you choose.')}
      </p>
      <AvailabilityPanel />
    </Page>
  );
}
