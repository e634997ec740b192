import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { css } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import { currentUserOf, type PageLoader, queryClientOf } from '@/api/route-data';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { useDeferredQueryData } from '@/lib/use-deferred-query-data';
import { Button, DocumentTitle, EmptyState } from '@/ui';
import { storefrontQueryOptions } from '../api';
import { prefetchSectionLists } from '../sections/registry';
import { SectionList, SectionListSkeleton } from './SectionList';
import { StorefrontTitle } from './StorefrontTitle';

export const pageStyle = css({
  display: 'grid',
  gap: '4',
  maxWidth: '7xl',
  marginInline: 'auto',
  width: '100%',
});

/**
 * The storefront in the user's language, then the lists its sections fetch (a trainings section's
 * cards), which need only the storefront's response. The same page is the visitors' home at / and
 * the signed-in users' /storefront; each route's guard lets only its own users through to it.
 */
export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  const { language } = await currentUserOf(queryClient);
  try {
    const storefront = await queryClient.ensureQueryData(storefrontQueryOptions({ language }));
    await prefetchSectionLists(storefront.sections, queryClient);
  } catch {
    // The page asks again and shows its own error.
  }
  return null;
};

/**
 * The storefront: the visitor home at / and the registered page at /storefront
 * (GET storefront in the current language; the server picks the audience from
 * the session and leaves out sections restricted to others).
 */
export function StorefrontPage() {
  const { t, langcode } = useTranslation();
  const query = useQuery(storefrontQueryOptions({ language: langcode }));
  const { data, rendering } = useDeferredQueryData(query);
  // The server responds with 404 when there is no storefront for this visitor (switched off): the app's not-found page.
  const notFound = hasStatus(query.error, 404);
  if (notFound) return <NotFoundPage />;
  let body: React.ReactNode;
  if (query.isPending || rendering) {
    body = (
      <div aria-busy="true">
        <span className={css({ srOnly: true })}>{t('Loading the storefront')}</span>
        <SectionListSkeleton />
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        icon={Store}
        title={t('The storefront could not be loaded.')}
        description={t('Something went wrong, please try again.')}
        action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}
      />
    );
  } else if (!data || data.sections.length === 0) {
    body = (
      <EmptyState
        icon={Store}
        title={t('Nothing to see here yet')}
        description={t('The storefront has no sections for you at the moment. Please come back later.')}
      />
    );
  } else {
    body = <SectionList sections={data.sections} />;
  }
  return (
    <div className={pageStyle}>
      <DocumentTitle title={t('Storefront')} />
      <StorefrontTitle />
      {body}
    </div>
  );
}

export { StorefrontPage as Component };
