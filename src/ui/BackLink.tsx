import { ArrowLeft } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { Icon } from './Icon';
import { Link } from './Link';

const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'fg',
  fontWeight: 'semibold',
  textDecoration: 'none',
  borderRadius: 'l1',
  paddingBlock: '1',
  _hover: { color: 'primary', textDecoration: 'underline' },
});
const arrow = css({ flexShrink: 0, _rtl: { transform: 'scaleX(-1)' } });

export interface BackLinkProps {
  to: string;
  title: string;
  /** Full redirect (page load) instead of in-app navigation. */
  redirect?: boolean;
  className?: string;
}

/** docs/product.md §2 Shell: arrow plus title to a URL; the arrow points backwards in either direction. */
export function BackLink({ to, title, redirect, className }: BackLinkProps) {
  return (
    <Link to={to} reload={redirect} className={cx(backLink, className)}>
      <Icon icon={ArrowLeft} size={20} className={arrow} />
      <bdi>{title}</bdi>
    </Link>
  );
}
