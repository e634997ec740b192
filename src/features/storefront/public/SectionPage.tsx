import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { css } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import { currentUserOf, type PageLoader, queryClientOf } from '@/api/route-data';
import { useSession } from '@/features/auth';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { BackLink, Button, DocumentTitle, EmptyState } from '@/ui';
import { storefrontSectionQueryOptions } from '../api';
import { sectionTitleOf } from '../sections/content';
import { prefetchSectionLists } from '../sections/registry';
import { SectionView } from '../sections/SectionView';
import { SectionListSkeleton } from './SectionList';
import { pageStyle } from './StorefrontPage';
import { StorefrontTitle } from './StorefrontTitle';

/** The section of the address's `:sectionId`, or null for one that cannot be a section's id. */
export const sectionIdOf = (sectionId: string | undefined): number | null =>
  sectionId && /^\d+$/.test(sectionId) ? Number(sectionId) : null;

/** The section in the user's language, then the list it fetches for itself (a trainings section's cards). */
export const loader: PageLoader = async (args) => {
  const id = sectionIdOf(args.params.sectionId);
  if (id === null) return null;
  const queryClient = queryClientOf(args);
  const { language } = await currentUserOf(queryClient);
  try {
    const section = await queryClient.ensureQueryData(storefrontSectionQueryOptions(id, language));
    await prefetchSectionLists([section], queryClient);
  } catch {
    // The page asks again and shows its own error.
  }
  return null;
};

/** /storefront/{sectionId}: one section on its own page (GET storefront_sections/{id} with the language), with a back control. */
export function SectionPage() {
  const { t, langcode } = useTranslation();
  const { signedIn } = useSession();
  const id = sectionIdOf(useParams().sectionId);
  const query = useQuery({ ...storefrontSectionQueryOptions(id ?? 0, langcode), enabled: id !== null });
  const title = query.data ? sectionTitleOf(query.data.type, query.data.data.content) : '';
  // Rendered where it was asked for (the address stays, as for every missing resource); the not-found
  // page names the document itself.
  const notFound = id === null || hasStatus(query.error, 404);

  if (notFound) return <NotFoundPage />;
  return (
    <div className={pageStyle}>
      <DocumentTitle title={title || t('Storefront')} />
      <BackLink to={signedIn ? '/storefront' : '/'} title={t('Back to the storefront')} />
      <StorefrontTitle as="p" />
      {title ? <h1 className={css({ srOnly: true })}>{title}</h1> : null}
      {query.isPending ? (
        <div aria-busy="true">
          <span className={css({ srOnly: true })}>{t('Loading')}</span>
          <SectionListSkeleton />
        </div>
      ) : query.isError ? (
        <EmptyState
          title={t('This section could not be loaded.')}
          description={t('Something went wrong, please try again.')}
          action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}
        />
      ) : (
        <SectionView section={query.data} />
      )}
    </div>
  );
}

export { SectionPage as Component };
