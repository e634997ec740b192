import { useQuery } from '@tanstack/react-query';
import { Menu as MenuIcon, Trophy } from 'lucide-react';
import type { Ref } from 'react';
import { css } from 'styled-system/css';
import { siteSettingsQueryOptions } from '@/api/settings';
import type { Session } from '@/features/auth';
import { LOGIN_PATH } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { Icon } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Link } from '@/ui/Link';
import { HeaderSearch } from './HeaderSearch';
import { LazyUserMenu } from './LazyUserMenu';
import { SiteLogo } from './SiteLogo';
import type { ShellSlots } from './shell-slots';

const header = css({
  position: 'sticky',
  insetBlockStart: '0',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '1', sm: '2', md: '4' },
  minHeight: '16',
  paddingInline: { base: '2', sm: '3', md: '6' },
  bg: 'header.bg',
  color: 'header.fg',
  borderBlockEndWidth: 'thin',
  borderColor: 'border',
});
const actions = css({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: { base: '1', md: '3' },
  marginInlineStart: 'auto',
  // Printed, the header is the site's logo: its buttons do nothing on paper.
  _print: { display: 'none' },
});
const drawerButton = css({
  display: { base: 'inline-flex', lg: 'none' },
  color: 'inherit',
  _print: { display: 'none' },
});
const iconLink = css({
  // Phones: the drawer offers the leaderboard instead (Sidebar.tsx).
  display: { base: 'none', sm: 'inline-grid' },
  placeItems: 'center',
  width: '10',
  height: '10',
  borderRadius: 'l2',
  color: 'inherit',
  _hover: { bg: 'muted', color: 'fg' },
});

export interface HeaderProps {
  session: Session;
  /** The wallet, handed over by the app (see ShellSlots in AppShell.tsx). */
  PointsBadge?: ShellSlots['PointsBadge'];
  /** Opens the navigation drawer on small screens (signed-in users only). */
  onOpenNavigation?: () => void;
  /** Whether the navigation drawer is open: its button says so (`aria-expanded`). */
  navigationOpen?: boolean;
  /** The sticky header, for the shell to keep focused content clear of it. */
  ref?: Ref<HTMLElement>;
}

/**
 * docs/product.md §2: logo; for signed-in users the search box, the leaderboard icon
 * (when incentives_leaderboard) and the points badge (a link only when
 * incentives_shop_enabled), then the user menu; visitors see Log in and Sign up,
 * each only when its URL is set.
 */
export function Header({ session, PointsBadge, onOpenNavigation, navigationOpen = false, ref }: HeaderProps) {
  const { t } = useTranslation();
  const site = useQuery(siteSettingsQueryOptions()).data;
  const me = session.signedIn ? session.me : undefined;
  return (
    <header ref={ref} className={header}>
      {me && onOpenNavigation && (
        <IconButton
          icon={MenuIcon}
          label={t('Open navigation')}
          className={drawerButton}
          aria-haspopup="dialog"
          aria-expanded={navigationOpen}
          onClick={onOpenNavigation}
        />
      )}
      <SiteLogo signedIn={session.signedIn} />
      <div className={actions}>
        {me?.uid !== undefined ? (
          <>
            <HeaderSearch />
            {site?.incentives_leaderboard && (
              <Link
                to="/leaderboard"
                className={iconLink}
                aria-label={t('Leaderboard')}
                title={t('Leaderboard')}
              >
                <Icon icon={Trophy} size={20} />
              </Link>
            )}
            {PointsBadge && <PointsBadge linkToShop={site?.incentives_shop_enabled ?? false} />}
            <LazyUserMenu me={{ ...me, uid: me.uid }} />
          </>
        ) : (
          site && (
            <>
              {site.login_url && (
                <Link
                  to={site.login_url}
                  reload={site.login_url !== LOGIN_PATH}
                  button={{ variant: 'outline', size: 'sm' }}
                >
                  {t('Log in')}
                </Link>
              )}
              {site.signup_url && (
                <Link to={site.signup_url} reload button={{ variant: 'solid', size: 'sm' }}>
                  {t('Sign up')}
                </Link>
              )}
            </>
          )
        )}
      </div>
    </header>
  );
}
