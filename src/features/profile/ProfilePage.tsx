import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { css } from 'styled-system/css';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { isAuthenticated, type Me, meQueryOptions } from '@/api/session';
import { generalSettingsQueryOptions } from '@/api/settings';
import { profileQueryOptions } from '@/api/users';
import { useSession } from '@/features/auth';
import { formatServerDateText, useTranslation } from '@/i18n';
import { Avatar } from '@/ui/Avatar';
import { Icon } from '@/ui/Icon';
import { Link } from '@/ui/Link';
import { Page } from '@/ui/Page';
import { RetryableError } from '@/ui/RetryableError';
import { SkeletonText } from '@/ui/Skeleton';

const card = css({
  display: 'grid',
  gap: '6',
  padding: { base: '5', md: '8' },
  bg: 'surface',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
});
const identity = css({ display: 'flex', alignItems: 'center', gap: '4', minWidth: 0 });
const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'max-content 1fr' },
  columnGap: '8',
  rowGap: '2',
  margin: 0,
  '& dt': { fontWeight: 'semibold', color: 'fg.muted', fontSize: 'sm' },
  '& dd': { margin: 0, overflowWrap: 'anywhere', marginBlockEnd: { base: '2', md: 0 } },
});

export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  let me: Me;
  try {
    me = await queryClient.ensureQueryData(meQueryOptions());
  } catch {
    return null;
  }
  if (isAuthenticated(me)) await queryClient.prefetchQuery(profileQueryOptions(me.uid));
  return null;
};

/** /user: the signed-in user's profile. */
export function ProfilePage() {
  const { t, langcode } = useTranslation();
  const { uid } = useSession();
  const profile = useQuery({ ...profileQueryOptions(uid ?? 0), enabled: uid !== undefined });
  const languages = useQuery(generalSettingsQueryOptions()).data?.languages;
  const edit = uid !== undefined && (
    <Link to={`/user/${uid}/edit`} button={{ variant: 'outline', size: 'sm' }}>
      <Icon icon={Pencil} size={16} />
      {t('Edit profile')}
    </Link>
  );
  if (profile.isPending) {
    return (
      <Page title={t('My profile')}>
        <div aria-busy="true" className={card}>
          <SkeletonText lines={6} />
        </div>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title={t('My profile')}>
        <RetryableError title={t('Your profile could not be loaded.')} onRetry={profile.refetch} />
      </Page>
    );
  }
  const user = profile.data;
  const none = t('Not set');
  const memberSince = formatServerDateText(user.created, langcode, { dateStyle: 'long' });
  // The language by its name, as the edit form's choices show it; its code only if the site does not list it.
  const language = languages?.find(({ langcode }) => langcode === user.language)?.name ?? user.language;
  return (
    <Page title={t('My profile')} documentTitle={user.full_name} actions={edit}>
      <section className={card} aria-labelledby="profile-name">
        <div className={identity}>
          <Avatar name={user.full_name} src={user.avatar} />
          <div className={css({ minWidth: 0 })}>
            <h2
              id="profile-name"
              className={css({ fontSize: 'xl', fontWeight: 'bold', margin: 0, overflowWrap: 'anywhere' })}
            >
              {user.full_name}
            </h2>
            <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{user.job_title ?? none}</p>
          </div>
        </div>
        <dl className={details}>
          <dt>{t('Email')}</dt>
          <dd>
            <bdi>{user.mail}</bdi>
          </dd>
          <dt>{t('Organisation')}</dt>
          <dd>{user.organization ? <bdi>{user.organization}</bdi> : none}</dd>
          <dt>{t('Language')}</dt>
          <dd>
            <bdi>{language}</bdi>
          </dd>
          <dt>{t('Time zone')}</dt>
          <dd>
            <bdi>{user.timezone}</bdi>
          </dd>
          <dt>{t('Member since')}</dt>
          <dd>{memberSince}</dd>
        </dl>
      </section>
    </Page>
  );
}

export { ProfilePage as Component };
