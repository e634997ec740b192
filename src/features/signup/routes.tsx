import type { AppRoute } from '@/api/access';

/** Sign-up for visitors; the site settings' `signup_url` points here (fixtures/site.ts). */
export const signupRoutes: AppRoute[] = [
  {
    path: 'user/register',
    lazy: async () => ({ Component: (await import('./SignupPage')).SignupPage }),
  },
];
