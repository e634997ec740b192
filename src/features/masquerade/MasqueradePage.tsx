import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { fieldErrorAt, isApiError } from '@/api/errors';
import { keys } from '@/api/keys';
import {
  masqueradeQueryOptions,
  searchMasqueradeTargets,
  switchToUserMutationOptions,
} from '@/api/masquerade';
import type { User, UserFilters } from '@/api/users';
import { z } from '@/api/zod';
import { useSession } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { FormField, useZodForm } from '@/ui/form';
import { InlineAlert } from '@/ui/InlineAlert';
import { Input } from '@/ui/Input';
import { LoadingOverlay } from '@/ui/LoadingOverlay';
import { Page } from '@/ui/Page';
import { RetryableError } from '@/ui/RetryableError';
import { SkeletonText } from '@/ui/Skeleton';

const formStyle = css({ display: 'flex', alignItems: 'flex-end', gap: '2', maxWidth: 'xl' });
const list = css({ display: 'grid', gap: '2', listStyle: 'none', margin: 0, padding: 0, maxWidth: '3xl' });
/** The users list's `name` filter (`UserFilters`, src/api/users.ts); empty shows nobody. */
const searchSchema = z.object({ name: z.string() }) satisfies z.ZodType<Required<Pick<UserFilters, 'name'>>>;

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  padding: '3',
  bg: 'surface',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l2',
  minWidth: 0,
});

function Results({
  name,
  onActAs,
  pendingUid,
}: {
  name: string;
  onActAs: (user: User) => void;
  pendingUid?: number;
}) {
  const { t } = useTranslation();
  const { uid: ownUid } = useSession();
  const results = useQuery({
    queryKey: [...keys.users.list({ name, purpose: 'masquerade' })],
    queryFn: ({ signal }) => searchMasqueradeTargets(name, signal),
    enabled: name !== '',
  });
  if (name === '') return null;
  if (results.isPending) return <SkeletonText lines={4} />;
  if (results.isError) return <RetryableError onRetry={results.refetch} />;
  if (results.data.length === 0)
    return <EmptyState icon={UserSearch} title={t('Nobody matches “@name”', { '@name': name })} />;
  return (
    <ul className={list} aria-label={t('People')}>
      {results.data.map((user) => (
        <li key={user.uid} className={row}>
          <Avatar name={user.full_name} src={user.avatar} />
          <span className={css({ flex: 1, minWidth: 0, fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
            {user.full_name}
          </span>
          {/* The backend refuses to switch to oneself: the user's own row says who it is instead. */}
          {user.uid === ownUid ? (
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('You')}</span>
          ) : (
            <Button
              size="sm"
              variant="outline"
              loading={pendingUid === user.uid}
              aria-label={t('Act as @name', { '@name': user.full_name })}
              onClick={() => onActAs(user)}
            >
              {t('Act as')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /masquerade (docs/architecture.md): find a user and act as them. When switching
 * fails, the administrator keeps their own data and sees why.
 */
export function MasqueradePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const state = useQuery(masqueradeQueryOptions());
  const [name, setName] = useState('');
  const form = useZodForm(searchSchema, { defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit((values) => setName(values.name.trim()));
  // A second press can land before React re-renders the busy button (the query library tells it a
  // task later): one switch at a time, else the backend would act as someone while acting as them.
  const switching = useRef(false);
  const switchTo = switchToUserMutationOptions(queryClient);
  const actAs = useMutation({
    mutationFn: switchTo.mutationFn,
    onSuccess: (result) => {
      switchTo.onSuccess(result);
      navigate('/dashboard');
    },
    onSettled: () => {
      switching.current = false;
    },
  });
  const startActingAs = (uid: number) => {
    if (switching.current) return;
    switching.current = true;
    actAs.mutate(uid);
  };
  if (state.isPending) return <LoadingOverlay source="masquerade" />;
  if (state.isError) {
    return (
      <Page title={t('Masquerade')}>
        <RetryableError onRetry={state.refetch} />
      </Page>
    );
  }
  // Not allowed: the route's middleware sends the user to /denied (./middleware.ts).
  if (!state.data.allowed) return null;

  const failure = actAs.error
    ? (isApiError(actAs.error) && fieldErrorAt(actAs.error.fieldErrors, 'uid')) ||
      t('Acting as this person failed. You are still signed in as yourself.')
    : undefined;

  return (
    <Page title={t('Masquerade')}>
      <p className={css({ color: 'fg.muted', maxWidth: '2xl' })}>
        {t(
          'Find a person and see the platform as they do. A banner reminds you, with a button to switch back.',
        )}
      </p>
      {failure && <InlineAlert>{failure}</InlineAlert>}
      <search>
        <form className={formStyle} noValidate onSubmit={onSubmit}>
          <FormField
            control={form.control}
            name="name"
            label={t('Name or email')}
            className={css({ flex: 1 })}
          >
            <Input type="search" {...form.register('name')} />
          </FormField>
          <Button type="submit">{t('Find')}</Button>
        </form>
      </search>
      <Results
        name={name}
        onActAs={(user) => startActingAs(user.uid)}
        pendingUid={actAs.isPending ? actAs.variables : undefined}
      />
    </Page>
  );
}

export { MasqueradePage as Component };
