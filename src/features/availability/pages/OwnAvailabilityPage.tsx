import { css } from 'styled-system/css';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { useTranslation } from '@/i18n';
import { Page } from '@/ui';
import { AvailabilityPanel } from '../AvailabilityPanel';
import { prefetchCalendar } from '../calendar-query';

/** The slots of the week (or month) the address shows. */
export const loader: PageLoader = async (args) => {
  await prefetchCalendar(queryClientOf(args), undefined, new URL(args.request.url).searchParams);
  return null;
};

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

export { OwnAvailabilityPage as Component };
