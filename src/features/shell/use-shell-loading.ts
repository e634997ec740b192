import { useQuery } from '@tanstack/react-query';
import { appearanceQueryOptions } from '@/api/appearance';
import { navigationQueryOptions } from '@/api/navigation';
import { generalSettingsQueryOptions } from '@/api/settings';
import { translationsQueryOptions } from '@/api/translations';
import type { Session } from '@/features/auth';

/**
 * docs/product.md §2: the full-screen overlay stays while appearance, translations,
 * general settings and (signed in) navigation load. A failed call ends the
 * wait: the page then shows what it can instead of spinning for ever.
 */
export function useShellLoading(session: Session): boolean {
  const appearance = useQuery(appearanceQueryOptions());
  const general = useQuery(generalSettingsQueryOptions());
  const language = session.me?.language ?? general.data?.current_language;
  const translations = useQuery({
    ...translationsQueryOptions(language ?? 'en'),
    enabled: language !== undefined,
  });
  const navigation = useQuery({ ...navigationQueryOptions(), enabled: session.signedIn });
  const waiting = (query: { isPending: boolean; isError: boolean }) => query.isPending && !query.isError;
  return (
    session.isPending ||
    waiting(appearance) ||
    waiting(general) ||
    (language === undefined && !general.isError) ||
    (language !== undefined && waiting(translations)) ||
    (session.signedIn && waiting(navigation))
  );
}
