import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { brandingQueryOptions, siteSettingsQueryOptions } from '@/api/settings';
import { useTranslation } from '@/i18n';
import { safeHref } from '@/lib/url';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  flexShrink: 1,
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 'bold',
  fontSize: 'lg',
  borderRadius: 'l1',
});
// docs/product.md §9: the logo is at most 300 px wide.
// It shrinks with the room the header leaves it, keeping its proportions.
const image = css({
  display: 'block',
  maxWidth: 'min(token(sizes.logoMax), 100%)',
  maxHeight: '10',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
});
const name = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const imageUrl = (src: string | null | undefined) =>
  src
    ? (safeHref(src) ?? (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/.test(src) ? src : undefined))
    : undefined;

/** docs/product.md §2: the logo leads to / for visitors and to /dashboard for signed-in users. */
export function SiteLogo({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const branding = useQuery(brandingQueryOptions()).data;
  const siteName = useQuery(siteSettingsQueryOptions()).data?.site_name;
  const src = imageUrl(branding?.logo);
  const label = branding?.logo_alt || siteName || t('Home');
  return (
    <Link to={signedIn ? '/dashboard' : '/'} className={link} data-testid="site-logo">
      {src ? <img src={src} alt={label} className={image} /> : <span className={name}>{label}</span>}
    </Link>
  );
}
