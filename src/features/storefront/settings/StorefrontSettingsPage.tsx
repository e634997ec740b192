import { ChevronRight, type LucideIcon, Palette, UserCheck, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { BackLink, Page } from '@/ui';

const grid = css({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: '4',
});
const card = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: '4',
  padding: '5',
  height: '100%',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'surface',
  color: 'fg',
  textDecoration: 'none',
  _hover: { borderColor: 'primary' },
});
const iconCircle = css({
  display: 'grid',
  placeItems: 'center',
  width: '12',
  height: '12',
  borderRadius: 'full',
  bg: 'primary.subtle',
  color: 'primary',
});

const AREAS: { to: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    to: 'registered',
    title: 'Storefront for registered users',
    description: 'What signed-in learners see at /storefront.',
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
    <Page title={t('Storefront settings')} back={<BackLink to="/dashboard" title={t('Dashboard')} />}>
      <ul className={grid}>
        {AREAS.map((area) => (
          <li key={area.to}>
            <RouterLink to={area.to} className={card}>
              <span className={iconCircle}>
                <area.icon size={24} aria-hidden="true" />
              </span>
              <span className={css({ display: 'grid', gap: '1' })}>
                <span className={css({ fontWeight: 'semibold' })}>{t(area.title)}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(area.description)}</span>
              </span>
              <ChevronRight
                size={20}
                aria-hidden="true"
                className={css({ color: 'fg.muted', _rtl: { transform: 'scaleX(-1)' } })}
              />
            </RouterLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
