import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { hasStatus } from '@/api/errors';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { BackLink, Page, Skeleton } from '@/ui';
import { useNotify } from '../shared/notices';
import { QueryErrorState } from '../shared/QueryErrorState';
import { useSaveFailureNotice } from './save-feedback';

/**
 * How the create and edit pages save: a success is said in a toast and leads back to the list; a
 * refusal gets the failure toast and is thrown again, so the form can place the server's messages.
 */
export function useSaveAndReturn(listPath: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const save = async <T,>(run: () => Promise<T>, success: (saved: T) => string) => {
    try {
      const saved = await run();
      notify('success', success(saved));
      navigate(listPath);
    } catch (error) {
      notifyFailure(error);
      throw error;
    }
  };
  /** An edit sends only what changed (PATCH); with nothing changed it says so and stays. */
  const saveChanges = async <T,>(changes: object, run: () => Promise<T>, success: (saved: T) => string) => {
    if (Object.keys(changes).length === 0) {
      notify('info', t('Nothing has changed.'));
      return;
    }
    await save(run, success);
  };
  return { save, saveChanges };
}

export interface EditPageProps<T> {
  /** The numeric id of the address, undefined when it is not one. */
  id: number | undefined;
  item: UseQueryResult<T>;
  /** The title once the item is loaded, and before. */
  title: (item: T | undefined) => string;
  back: { to: string; title: string };
  skeletonHeight: number;
  children: (item: T) => React.ReactNode;
}

/** An edit page: not-found for a bad id or a 404, a skeleton while loading, the error state, then the form. */
export function EditPage<T>({ id, item, title, back, skeletonHeight, children }: EditPageProps<T>) {
  if (id === undefined || hasStatus(item.error, 404)) return <NotFoundPage />;
  let body: React.ReactNode;
  if (item.isPending) body = <Skeleton height={skeletonHeight} />;
  else if (item.isError)
    body = <QueryErrorState error={item.error} onRetry={() => item.refetch()} backTo={back} />;
  else body = children(item.data);
  return (
    <Page title={title(item.data)} back={<BackLink {...back} />}>
      {body}
    </Page>
  );
}
