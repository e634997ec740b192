import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteSettingsQueryOptions } from '@/api/settings';

/** Every page names itself: '<page> | <site name>'. */
export function useDocumentTitle(title: string | undefined) {
  const siteName = useQuery(siteSettingsQueryOptions()).data?.site_name;
  useEffect(() => {
    if (!title) return;
    document.title = siteName ? `${title} | ${siteName}` : title;
  }, [title, siteName]);
}
