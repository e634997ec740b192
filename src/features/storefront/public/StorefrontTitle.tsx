import { css } from 'styled-system/css';
import { useSession } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { Link } from '@/ui/Link';

const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' });
const link = css({ color: 'fg!', textDecoration: 'none!', _hover: { textDecoration: 'underline!' } });

/** docs/product.md §2: the page title 'Storefront' links to /storefront when signed in and to / when not. */
export function StorefrontTitle({ as: Tag = 'h1' }: { as?: 'h1' | 'p' }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  return (
    <Tag className={heading}>
      <Link to={signedIn ? '/storefront' : '/'} className={link}>
        {t('Storefront')}
      </Link>
    </Tag>
  );
}
