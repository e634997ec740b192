import type { AppRoute } from '@/api/access';

/**
 * The incentives area's routes (docs/product.md §2), mounted by src/app/routes.tsx.
 * Access is data: gates are checked in order, the first closed one decides
 * (/not-found when marked, else /denied). Every page loads lazily, so the
 * area is its own chunk.
 */
const SHOP_SETTINGS = 'incentives_shop_settings_available' as const;

export const incentivesRoutes: AppRoute[] = [
  {
    path: 'incentives',
    gate: [{ flags: 'incentives_shop_enabled', notFound: true }, { flags: 'incentives_shop' }],
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./shop/ShopPage')).ShopPage }),
      },
      {
        path: 'purchase-success',
        lazy: async () => ({
          Component: (await import('./shop/PurchaseSuccessPage')).PurchaseSuccessPage,
        }),
      },
      {
        path: ':productId',
        lazy: async () => ({ Component: (await import('./shop/ProductDetailsPage')).ProductDetailsPage }),
      },
      {
        path: ':productId/purchase',
        lazy: async () => ({ Component: (await import('./shop/CheckoutPage')).CheckoutPage }),
      },
    ],
  },
  {
    path: 'settings/incentives',
    gate: { flags: 'incentives_settings' },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./admin/SettingsLandingPage')).SettingsLandingPage,
        }),
      },
      {
        path: 'products',
        gate: { flags: SHOP_SETTINGS, notFound: true },
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./admin/products/ProductsListPage')).ProductsListPage,
            }),
          },
          {
            path: 'create',
            lazy: async () => ({
              Component: (await import('./admin/products/ProductCreatePage')).ProductCreatePage,
            }),
          },
          {
            path: ':productId/edit',
            lazy: async () => ({
              Component: (await import('./admin/products/ProductEditPage')).ProductEditPage,
            }),
          },
        ],
      },
      {
        path: 'schedules',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./admin/schedules/SchedulesListPage')).SchedulesListPage,
            }),
          },
          {
            path: 'create',
            lazy: async () => ({
              Component: (await import('./admin/schedules/ScheduleCreatePage')).ScheduleCreatePage,
            }),
          },
          {
            path: ':scheduleId/edit',
            lazy: async () => ({
              Component: (await import('./admin/schedules/ScheduleEditPage')).ScheduleEditPage,
            }),
          },
        ],
      },
      {
        path: 'rules',
        lazy: async () => ({ Component: (await import('./admin/rules/RulesPage')).RulesPage }),
      },
      {
        path: 'shop',
        gate: { flags: SHOP_SETTINGS },
        lazy: async () => ({
          Component: (await import('./admin/shop-settings/ShopSettingsPage')).ShopSettingsPage,
        }),
      },
      {
        path: 'transactions',
        gate: { flags: SHOP_SETTINGS },
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./admin/transactions/TransactionsListPage')).TransactionsListPage,
            }),
          },
          {
            path: ':id',
            lazy: async () => ({
              Component: (await import('./admin/transactions/TransactionDetailsPage')).TransactionDetailsPage,
            }),
          },
        ],
      },
    ],
  },
  {
    // docs/product.md §2: no gate of its own; the header links here only when incentives_leaderboard is on.
    path: 'leaderboard',
    auth: true,
    lazy: async () => ({ Component: (await import('./leaderboard/LeaderboardPage')).LeaderboardPage }),
  },
];
