import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import {
  type Follow,
  type FollowType,
  followMutationOptions,
  followsQueryOptions,
  unfollowMutationOptions,
} from '@/api/follows';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { useTranslation } from '@/i18n';
import { Button, EmptyState, Link, Page, Skeleton, toast } from '@/ui';
import { elementInPlace } from '@/ui/element-in-place';
import { RetryableError } from '@/ui/RetryableError';

const list = css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '2' });
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  paddingBlock: '3',
  paddingInline: '4',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'surface',
});
const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold', margin: 0 });

const SECTIONS: { type: FollowType; title: string; none: string }[] = [
  { type: 'training', title: 'Trainings', none: 'You follow no trainings.' },
  { type: 'category', title: 'Categories', none: 'You follow no categories.' },
];

export const loader: PageLoader = async (args) => {
  await queryClientOf(args).prefetchQuery(followsQueryOptions());
  return null;
};

/** What a follow is of: the same after it is followed again under a new id. */
const followKey = (entry: Follow) => `${entry.type}-${entry.target_id}`;
const UNFOLLOW = 'button[data-unfollow]';
const unfollowButtons = () => [...document.querySelectorAll<HTMLElement>(UNFOLLOW)];

/**
 * /subscriptions: the trainings and categories the learner follows. Unfollowing takes effect at
 * once and offers Undo in the notice, which follows again (README.md).
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const follows = useQuery(followsQueryOptions());
  const unfollow = useMutation(unfollowMutationOptions(queryClient));
  const refollow = useMutation(followMutationOptions(queryClient));
  // Where the focus goes once the list has changed under it: to the Unfollow button now in the place
  // of the one pressed (else the last one), or to the one of what was followed again.
  const [focusTarget, setFocusTarget] = useState<{ place: number; gone: string } | { key: string } | null>(
    null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: it looks again each time the list changes
  useEffect(() => {
    if (!focusTarget) return;
    const buttons = unfollowButtons();
    const keys = buttons.map((button) => button.dataset.unfollow);
    // The list is not yet the one the change made: wait for it.
    if ('key' in focusTarget ? !keys.includes(focusTarget.key) : keys.includes(focusTarget.gone)) return;
    setFocusTarget(null);
    const target =
      'key' in focusTarget
        ? buttons[keys.indexOf(focusTarget.key)]
        : (elementInPlace(UNFOLLOW, focusTarget.place) ?? document.querySelector<HTMLElement>('main a'));
    target?.focus();
  }, [focusTarget, follows.data]);

  const stop = (entry: Follow, button: HTMLElement) => {
    const place = unfollowButtons().indexOf(button);
    unfollow.mutate(entry.id, {
      onSuccess: () => {
        setFocusTarget({ place, gone: followKey(entry) });
        toast.success(t('You no longer follow @title.', { '@title': entry.title }), {
          action: {
            label: t('Undo'),
            onClick: () =>
              refollow.mutate(
                { type: entry.type, target_id: entry.target_id },
                {
                  onSuccess: () => {
                    setFocusTarget({ key: followKey(entry) });
                    toast.success(t('You follow @title again.', { '@title': entry.title }));
                  },
                },
              ),
          },
        });
      },
      onError: () => toast.error(t('Something went wrong, please try again.')),
    });
  };

  let body: React.ReactNode;
  if (follows.isPending)
    body = (
      <div className={list} aria-busy="true" data-testid="follows-loading">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={56} />
        ))}
      </div>
    );
  else if (follows.isError) body = <RetryableError onRetry={follows.refetch} />;
  else if (follows.data.length === 0)
    body = (
      <EmptyState
        icon={BellOff}
        title={t('You follow nothing yet')}
        description={t('Follow trainings and categories to hear about what is new.')}
        action={<Link to="/catalog">{t('Browse the catalogue')}</Link>}
      />
    );
  else
    body = SECTIONS.map((section) => {
      const entries = follows.data.filter((entry) => entry.type === section.type);
      return (
        <section
          key={section.type}
          aria-labelledby={`follows-${section.type}`}
          className={css({ display: 'grid', gap: '3' })}
        >
          <h2 id={`follows-${section.type}`} className={sectionTitle}>
            {t(section.title)}
          </h2>
          {entries.length === 0 ? (
            <p className={css({ margin: 0, color: 'fg.muted' })}>{t(section.none)}</p>
          ) : (
            <ul className={list}>
              {entries.map((entry) => (
                <li key={entry.id} className={row}>
                  <Link to={entry.url}>
                    <bdi>{entry.title}</bdi>
                  </Link>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={(event) => stop(entry, event.currentTarget)}
                    loading={unfollow.isPending && unfollow.variables === entry.id}
                    data-unfollow={followKey(entry)}
                    aria-label={t('Unfollow @title', { '@title': entry.title })}
                  >
                    {t('Unfollow')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    });
  return <Page title={t('Subscriptions')}>{body}</Page>;
}

export { SubscriptionsPage as Component };
