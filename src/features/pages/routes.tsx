import type { AppRoute } from '@/api/access';

// A short address is its own slug (ContentPage reads it from the path).
const page = (path: string): AppRoute => ({
  path,
  lazy: () => import('./ContentPage'),
});

/**
 * Content pages, open to visitors: /page/{slug}, plus the short addresses the footer and the
 * cookie notice use (fixtures/site.ts: /about, /contact, /privacy, /terms, /release-notes), so
 * neither leads to the not-found page.
 */
export const routes: AppRoute[] = [
  page('page/:slug'),
  page('about'),
  page('contact'),
  page('privacy'),
  page('terms'),
  page('release-notes'),
];
