import type { AppRoute } from '@/api/access';

/**
 * The incentives area's routes (docs/product.md §2), mounted by src/app/routes.tsx.
 * Access is data: gates are checked in order, the first closed one decides
 * (/not-found when marked, else /denied). Every page loads lazily, so the
 * area is its own chunk.
 */
const SHOP_SETTINGS = 'incentives_shop_settings_available' as const;

export const routes: AppRoute[] = [
  {
    path: 'incentives',
    gate: [{ flags: 'incentives_shop_enabled', notFound: true }, { flags: 'incentives_shop' }],
    children: [
      {
        index: true,
        lazy: () => import('./shop/ShopPage'),
      },
      {
        path: 'purchase-success',
        lazy: () => import('./shop/PurchaseSuccessPage'),
      },
      {
        path: ':productId',
        lazy: () => import('./shop/ProductDetailsPage'),
      },
      {
        path: ':productId/purchase',
        lazy: () => import('./shop/CheckoutPage'),
      },
    ],
  },
  {
    path: 'settings/incentives',
    gate: { flags: 'incentives_settings' },
    children: [
      {
        index: true,
        lazy: () => import('./admin/SettingsLandingPage'),
      },
      {
        path: 'products',
        gate: { flags: SHOP_SETTINGS, notFound: true },
        children: [
          {
            index: true,
            lazy: () => import('./admin/products/ProductsListPage'),
          },
          {
            path: 'create',
            lazy: () => import('./admin/products/ProductCreatePage'),
          },
          {
            path: ':productId/edit',
            lazy: () => import('./admin/products/ProductEditPage'),
          },
        ],
      },
      {
        path: 'schedules',
        children: [
          {
            index: true,
            lazy: () => import('./admin/schedules/SchedulesListPage'),
          },
          {
            path: 'create',
            lazy: () => import('./admin/schedules/ScheduleCreatePage'),
          },
          {
            path: ':scheduleId/edit',
            lazy: () => import('./admin/schedules/ScheduleEditPage'),
          },
        ],
      },
      {
        path: 'rules',
        lazy: () => import('./admin/rules/RulesPage'),
      },
      {
        path: 'shop',
        gate: { flags: SHOP_SETTINGS },
        lazy: () => import('./admin/shop-settings/ShopSettingsPage'),
      },
      {
        path: 'transactions',
        gate: { flags: SHOP_SETTINGS },
        children: [
          {
            index: true,
            lazy: () => import('./admin/transactions/TransactionsListPage'),
          },
          {
            path: ':id',
            lazy: () => import('./admin/transactions/TransactionDetailsPage'),
          },
        ],
      },
    ],
  },
  {
    // docs/product.md §2: no gate of its own; the header links here only when incentives_leaderboard is on.
    path: 'leaderboard',
    auth: true,
    lazy: () => import('./leaderboard/LeaderboardPage'),
  },
];
