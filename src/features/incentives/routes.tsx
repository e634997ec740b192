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
        lazy: async () => {
          const page = await import('./shop/ShopPage');
          return { Component: page.ShopPage, loader: page.loader };
        },
      },
      {
        path: 'purchase-success',
        lazy: async () => {
          const page = await import('./shop/PurchaseSuccessPage');
          return { Component: page.PurchaseSuccessPage, loader: page.loader };
        },
      },
      {
        path: ':productId',
        lazy: async () => {
          const page = await import('./shop/ProductDetailsPage');
          return { Component: page.ProductDetailsPage, loader: page.loader };
        },
      },
      {
        path: ':productId/purchase',
        lazy: async () => {
          const page = await import('./shop/CheckoutPage');
          return { Component: page.CheckoutPage, loader: page.loader };
        },
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
            lazy: async () => {
              const page = await import('./admin/products/ProductsListPage');
              return { Component: page.ProductsListPage, loader: page.loader };
            },
          },
          {
            path: 'create',
            lazy: async () => ({
              Component: (await import('./admin/products/ProductCreatePage')).ProductCreatePage,
            }),
          },
          {
            path: ':productId/edit',
            lazy: async () => {
              const page = await import('./admin/products/ProductEditPage');
              return { Component: page.ProductEditPage, loader: page.loader };
            },
          },
        ],
      },
      {
        path: 'schedules',
        children: [
          {
            index: true,
            lazy: async () => {
              const page = await import('./admin/schedules/SchedulesListPage');
              return { Component: page.SchedulesListPage, loader: page.loader };
            },
          },
          {
            path: 'create',
            lazy: async () => ({
              Component: (await import('./admin/schedules/ScheduleCreatePage')).ScheduleCreatePage,
            }),
          },
          {
            path: ':scheduleId/edit',
            lazy: async () => {
              const page = await import('./admin/schedules/ScheduleEditPage');
              return { Component: page.ScheduleEditPage, loader: page.loader };
            },
          },
        ],
      },
      {
        path: 'rules',
        lazy: async () => {
          const page = await import('./admin/rules/RulesPage');
          return { Component: page.RulesPage, loader: page.loader };
        },
      },
      {
        path: 'shop',
        gate: { flags: SHOP_SETTINGS },
        lazy: async () => {
          const page = await import('./admin/shop-settings/ShopSettingsPage');
          return { Component: page.ShopSettingsPage, loader: page.loader };
        },
      },
      {
        path: 'transactions',
        gate: { flags: SHOP_SETTINGS },
        children: [
          {
            index: true,
            lazy: async () => {
              const page = await import('./admin/transactions/TransactionsListPage');
              return { Component: page.TransactionsListPage, loader: page.loader };
            },
          },
          {
            path: ':id',
            lazy: async () => {
              const page = await import('./admin/transactions/TransactionDetailsPage');
              return { Component: page.TransactionDetailsPage, loader: page.loader };
            },
          },
        ],
      },
    ],
  },
  {
    // docs/product.md §2: no gate of its own; the header links here only when incentives_leaderboard is on.
    path: 'leaderboard',
    auth: true,
    lazy: async () => {
      const page = await import('./leaderboard/LeaderboardPage');
      return { Component: page.LeaderboardPage, loader: page.loader };
    },
  },
];
