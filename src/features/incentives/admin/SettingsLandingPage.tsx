import { useQuery } from '@tanstack/react-query';
import {
  CalendarClock,
  ChevronRight,
  type LucideIcon,
  Package,
  ReceiptText,
  Scale,
  Store,
} from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import { generalSettingsQueryOptions } from '@/api/settings';
import { useTranslation } from '@/i18n';
import { Icon } from '@/ui';
import { PageTitle } from '../shared/PageTitle';
import { pageStyle } from '../shared/styles';

const grid = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
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
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'surface',
  color: 'fg',
  textDecoration: 'none',
  _hover: { borderColor: 'primary', boxShadow: '0 4px 16px rgba(0,0,0,0.08)' },
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
const chevron = css({ color: 'fg.muted', _rtl: { transform: 'scaleX(-1)' } });

interface Area {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** docs/product.md §2: products, shop and transactions need incentives_shop_settings_available. */
  shopSettings?: boolean;
}

const AREAS: Area[] = [
  {
    to: 'products',
    title: 'Products',
    description: 'Rewards learners can buy with their points.',
    icon: Package,
    shopSettings: true,
  },
  { to: 'rules', title: 'Rules', description: 'How many points each achievement earns.', icon: Scale },
  {
    to: 'shop',
    title: 'Shop settings',
    description: 'Banner, title and introduction of the shop.',
    icon: Store,
    shopSettings: true,
  },
  {
    to: 'schedules',
    title: 'Expiry schedules',
    description: 'When unspent points expire.',
    icon: CalendarClock,
  },
  {
    to: 'transactions',
    title: 'Transactions',
    description: 'Every point earned, spent, expired or adjusted.',
    icon: ReceiptText,
    shopSettings: true,
  },
];

/** /settings/incentives: the administration's starting point, one card per area. */
export function SettingsLandingPage() {
  const { t } = useTranslation();
  const settings = useQuery(generalSettingsQueryOptions());
  const shopSettings = settings.data?.incentives_shop_settings_available === true;
  const areas = AREAS.filter((area) => !area.shopSettings || shopSettings);
  return (
    <div className={pageStyle}>
      <PageTitle title={t('Incentives settings')} back={{ to: '/settings', title: t('Settings') }} />
      <ul className={grid} aria-busy={settings.isPending}>
        {areas.map((area) => (
          <li key={area.to}>
            <RouterLink to={`/settings/incentives/${area.to}`} className={card}>
              <span className={iconCircle}>
                <Icon icon={area.icon} size={24} />
              </span>
              <span className={css({ display: 'grid', gap: '1' })}>
                <span className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{t(area.title)}</span>
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(area.description)}</span>
              </span>
              <Icon icon={ChevronRight} className={chevron} />
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
