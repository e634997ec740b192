import type { AppRoute } from '@/api/access';
import { sendSignedInUserOn } from '@/features/auth';

/** Sign-up for visitors; the site settings' `signup_url` points here (fixtures/site.ts). */
export const routes: AppRoute[] = [
  {
    path: 'user/register',
    // A signed-in user goes on to the dashboard.
    middleware: [sendSignedInUserOn],
    lazy: () => import('./SignupPage'),
  },
];
