import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '@/api/settings';

/**
 * The page's name in the tab, the history and a bookmark: '<page> | <site name>'. React puts the
 * `<title>` it renders into the document's head, and the server into the page it sends
 * (docs/rendering.md). A page renders one at a time.
 */
export function DocumentTitle({ title }: { title: string }) {
  const siteName = useQuery(siteSettingsQueryOptions()).data?.site_name;
  // One string: React sets a title's text from a single child.
  return <title>{siteName ? `${title} | ${siteName}` : title}</title>;
}
