import type { AppRoute } from '@/api/access';

/**
 * The administration landings the sidebar and the back links of every admin page lead to
 * (fixtures/site.ts navigation; src/features/incentives/admin/SettingsLandingPage.tsx).
 * Signed-in only; which areas show is decided on the page from the access flags.
 */
export const routes: AppRoute[] = [
  {
    path: 'settings',
    auth: true,
    lazy: async () => ({ Component: (await import('./AdminLandingPage')).SettingsHomePage }),
  },
  {
    path: 'course-administration',
    auth: true,
    lazy: async () => ({ Component: (await import('./AdminLandingPage')).CourseAdministrationHomePage }),
  },
];
