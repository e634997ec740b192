import { type LucideIcon, Palette, UserCheck, UserRound } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { BackLink, LinkCardList, Page } from '@/ui';

const AREAS: { to: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    to: 'registered',
    title: 'Storefront for registered users',
    // A placeholder: the path is isolated in a right-to-left sentence, never cut at its slash.
    description: 'What signed-in learners see at @path.',
    icon: UserCheck,
  },
  {
    to: 'unregistered',
    title: 'Storefront for unregistered users',
    description: 'The home page visitors see before signing in.',
    icon: UserRound,
  },
  {
    to: 'appearance',
    title: 'Appearance',
    description: 'Colours, spacing, width and card style of every storefront.',
    icon: Palette,
  },
];

/** /settings/storefront: the two editors and the appearance settings. */
export function StorefrontSettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('Storefront settings')} back={<BackLink to="/settings" title={t('Settings')} />}>
      <LinkCardList
        label={t('Storefront settings')}
        links={AREAS.map((area) => ({
          ...area,
          to: `/settings/storefront/${area.to}`,
          title: t(area.title),
          description: t(area.description, { '@path': '/storefront' }),
        }))}
      />
    </Page>
  );
}

export { StorefrontSettingsPage as Component };
