import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Gift, LayoutTemplate, type LucideIcon, ShieldOff } from 'lucide-react';
import { css } from 'styled-system/css';
import type { AccessFlag } from '@/api/settings';
import { generalSettingsQueryOptions } from '@/api/settings';
import { useTranslation } from '@/i18n';
import { EmptyState, Link, type LinkCard, LinkCardList, LinkCardListSkeleton, Page } from '@/ui';
import { RetryableError } from '@/ui/RetryableError';

interface Area {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** The general settings' access flag that opens the area (the same gate as its route). */
  flag: AccessFlag;
}

/** Each landing's areas; the gates match the areas' own routes (src/features/<area>/routes.tsx). */
export const LANDINGS = {
  settings: {
    title: 'Settings',
    areas: [
      {
        to: '/settings/incentives',
        title: 'Incentives',
        description: 'Rewards, earning rules, expiry of points and transactions.',
        icon: Gift,
        flag: 'incentives_settings',
      },
      {
        to: '/settings/storefront',
        title: 'Storefront',
        description: 'The public home page: sections, appearance and both editors.',
        icon: LayoutTemplate,
        flag: 'storefront_manage',
      },
    ],
  },
  'course-administration': {
    title: 'Course administration',
    areas: [
      {
        to: '/course-administration/availability',
        title: 'Availability',
        description: 'See and edit when people are available, by organisation.',
        icon: CalendarClock,
        flag: 'availability_feature_manage',
      },
    ],
  },
} satisfies Record<string, { title: string; areas: Area[] }>;

export type Landing = keyof typeof LANDINGS;

/**
 * /settings and /course-administration: the administration areas this user may open, from the
 * general settings' access flags. None open says so instead of showing an empty list.
 */
export function AdminLandingPage({ landing }: { landing: Landing }) {
  const { t } = useTranslation();
  const { title, areas } = LANDINGS[landing];
  const settings = useQuery(generalSettingsQueryOptions());
  let body: React.ReactNode;
  if (settings.isPending) body = <LinkCardListSkeleton count={areas.length} />;
  else if (settings.isError) body = <RetryableError onRetry={settings.refetch} />;
  else {
    const open: LinkCard[] = areas
      .filter((area: Area) => settings.data[area.flag] === true)
      .map((area) => ({ ...area, title: t(area.title), description: t(area.description) }));
    body =
      open.length === 0 ? (
        <EmptyState
          icon={ShieldOff}
          title={t('Nothing to manage here')}
          description={t('Your role opens none of these areas. An administrator can give you access.')}
          action={<Link to="/dashboard">{t('Back to the dashboard')}</Link>}
        />
      ) : (
        <LinkCardList links={open} label={t(title)} />
      );
  }
  return (
    <Page title={t(title)}>
      <div className={css({ display: 'grid', gap: '4' })}>{body}</div>
    </Page>
  );
}

/** /settings. */
export const SettingsHomePage = () => <AdminLandingPage landing="settings" />;
/** /course-administration. */
export const CourseAdministrationHomePage = () => <AdminLandingPage landing="course-administration" />;
