import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { useWalletPoints } from './use-wallet-points';

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  paddingInline: '3',
  paddingBlock: '1',
  borderRadius: 'full',
  bg: 'primary.subtle',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  minHeight: '8',
});
const fullCount = css({
  srOnly: true,
  sm: { position: 'static', width: 'auto', height: 'auto', margin: '0', overflow: 'visible', clip: 'auto' },
});
const shortCount = css({ display: { base: 'inline', sm: 'none' } });
const linked = css({ _hover: { bg: 'primary', color: 'primary.fg' } });
const skeleton = css({
  display: 'inline-block',
  width: '16',
  height: '3',
  borderRadius: 'full',
  bg: 'border',
});

function StarIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
    </svg>
  );
}

export interface PointsBadgeProps {
  /** docs/product.md §2: a link to /incentives only when incentives_shop_enabled is on. */
  linkToShop: boolean;
}

/** The header's wallet: '@count point(s)', the cached value shown while the fresh one loads. */
export function PointsBadge({ linkToShop }: PointsBadgeProps) {
  const { t, formatPlural, formatNumber } = useTranslation();
  const { points, isLoading } = useWalletPoints();

  let content: React.ReactNode;
  if (points !== undefined) {
    // A phone's header shows the number alone; the full words stay the accessible name.
    content = (
      <>
        <span className={fullCount}>{formatPlural(points, '@count point', '@count points')}</span>
        <span className={shortCount} aria-hidden="true">
          {formatNumber(points)}
        </span>
      </>
    );
  } else if (isLoading) {
    content = (
      <>
        <span className={skeleton} />
        <span className={css({ srOnly: true })}>{t('Loading points')}</span>
      </>
    );
  } else {
    content = t('Points unavailable');
  }

  const body = (
    <>
      <StarIcon />
      <span>{content}</span>
    </>
  );
  return linkToShop ? (
    <Link to="/incentives" className={cx(badge, linked)} data-testid="points-badge" aria-busy={isLoading}>
      {body}
    </Link>
  ) : (
    <span className={badge} data-testid="points-badge" aria-busy={isLoading}>
      {body}
    </span>
  );
}
