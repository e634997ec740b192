import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';

const spinner = css({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: 'full',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderInlineEndColor: 'transparent',
  animation: 'spin 0.8s linear infinite',
  _motionReduce: { animation: 'spin 2.4s linear infinite' },
});

const SIZES = {
  sm: { size: 16, border: 2 },
  md: { size: 24, border: 3 },
  lg: { size: 40, border: 4 },
} as const;

export interface SpinnerProps {
  /** sm 16 px, md 24 px (default), lg 40 px. */
  size?: keyof typeof SIZES;
  /** Announced to screen readers; default 'Loading'. Pass null when a parent already announces it. */
  label?: string | null;
  className?: string;
}

/**
 * A turning ring for a wait of unknown length, in its parent's text colour; a `role="status"`
 * with a name unless `label` is null. Where the shape of the content is known, use Skeleton.
 * Stories: UI/Spinner.
 */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation();
  const { size: px, border } = SIZES[size];
  const name = label === null ? undefined : (label ?? t('Loading'));
  const style = { width: px, height: px, borderWidth: border };
  if (!name) return <span aria-hidden="true" className={cx(spinner, className)} style={style} />;
  return <span role="status" aria-label={name} className={cx(spinner, className)} style={style} />;
}
