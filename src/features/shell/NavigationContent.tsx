import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { type NavigationItem, navigationQueryOptions } from '@/api/navigation';
import { siteSettingsQueryOptions } from '@/api/settings';
import { useTranslation } from '@/i18n';
import { SkeletonText } from '@/ui/Skeleton';
import { NavigationTree } from './NavigationTree';

/** The sidebar's look, shared by the rail and the phone drawer. */
export const navigationPanel = css({
  bg: 'sidebar.bg',
  color: 'sidebar.fg',
  // The sidebar's colour is the appearance's: its text colour, readable on it by construction,
  // keeps the focus ring visible (3:1) where the page's blue would not be, on a dark sidebar.
  '& :focus-visible': { outlineColor: 'sidebar.fg' },
  paddingBlock: '4',
  paddingInline: '3',
  overflowY: 'auto',
});

/** The navigation tree of the current user, with its loading and error states. */
export function NavigationContent({ onNavigate, inDrawer }: { onNavigate?: () => void; inDrawer?: boolean }) {
  const { t } = useTranslation();
  const navigation = useQuery(navigationQueryOptions());
  const leaderboard = useQuery(siteSettingsQueryOptions()).data?.incentives_leaderboard;
  if (navigation.isPending) return <SkeletonText lines={5} />;
  if (navigation.isError)
    return (
      <p className={css({ fontSize: 'sm', paddingInline: '3' })}>{t('The menu could not be loaded.')}</p>
    );
  // On a phone the header has no room for the leaderboard icon: the drawer offers it instead.
  const items: NavigationItem[] =
    inDrawer && leaderboard
      ? [
          ...navigation.data,
          { id: 'leaderboard', title: t('Leaderboard'), url: '/leaderboard', icon: 'trophy', children: [] },
        ]
      : navigation.data;
  return <NavigationTree items={items} onNavigate={onNavigate} />;
}
