import { Wallet } from 'lucide-react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon, Skeleton } from '@/ui';
import { useWalletPoints } from '../wallet/use-wallet-points';

const box = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '3',
  paddingInline: '4',
  borderRadius: 'l3',
  bg: 'primary.subtle',
  color: 'fg',
});

/** The spendable points, as a labelled figure on shop pages. */
export function WalletSummary() {
  const { t, formatPlural } = useTranslation();
  const { points, isLoading } = useWalletPoints();
  return (
    <section className={box} aria-label={t('Your wallet')} aria-busy={isLoading} data-testid="wallet-summary">
      <span className={css({ color: 'primary' })}>
        <Icon icon={Wallet} size={28} />
      </span>
      <div className={css({ display: 'grid' })}>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('Points to spend')}</span>
        {points !== undefined ? (
          <strong className={css({ fontSize: 'xl' })}>
            {formatPlural(points, '@count point', '@count points')}
          </strong>
        ) : isLoading ? (
          <Skeleton width={96} height={24} />
        ) : (
          <strong>{t('Points unavailable')}</strong>
        )}
      </div>
    </section>
  );
}
