import type { LucideIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { useSession } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { DocumentTitle } from '@/ui/DocumentTitle';
import { Icon } from '@/ui/Icon';
import { Link } from '@/ui/Link';

const root = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '4',
  paddingBlock: { base: '10', md: '20' },
  maxWidth: '2xl',
  marginInline: 'auto',
});
const badge = css({
  display: 'grid',
  placeItems: 'center',
  width: '20',
  height: '20',
  borderRadius: 'full',
  bg: 'muted',
  color: 'fg.muted',
});

export interface StatusPageProps {
  icon: LucideIcon;
  code: string;
  title: string;
  message: string;
}

/** Not-found and denied: what happened, and a way back home. */
export function StatusPage({ icon, code, title, message }: StatusPageProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  return (
    <section className={root} aria-labelledby="status-title">
      <DocumentTitle title={title} />
      <span className={badge}>
        <Icon icon={icon} size={40} />
      </span>
      <p
        className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', letterSpacing: 'wide' })}
      >
        {code}
      </p>
      <h1 id="status-title" className={css({ fontSize: '3xl', fontWeight: 'bold', margin: 0 })}>
        {title}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{message}</p>
      <Link to={signedIn ? '/dashboard' : '/'} button={{ variant: 'solid' }}>
        {signedIn ? t('Go to the dashboard') : t('Go to the home page')}
      </Link>
    </section>
  );
}
