import { useQuery } from '@tanstack/react-query';
import { CalendarClock, type LucideIcon, Package, ReceiptText, Scale, Store } from 'lucide-react';
import { generalSettingsQueryOptions } from '@/api/settings';
import { useTranslation } from '@/i18n';
import { BackLink, LinkCardList, LinkCardListSkeleton, Page } from '@/ui';

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
    <Page title={t('Incentives settings')} back={<BackLink to="/settings" title={t('Settings')} />}>
      {settings.isPending ? (
        <LinkCardListSkeleton count={AREAS.length} />
      ) : (
        <LinkCardList
          label={t('Incentives settings')}
          links={areas.map((area) => ({
            ...area,
            to: `/settings/incentives/${area.to}`,
            title: t(area.title),
            description: t(area.description),
          }))}
        />
      )}
    </Page>
  );
}

export { SettingsLandingPage as Component };
