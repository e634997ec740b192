import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';

const bar = css({ height: '1.5', borderRadius: 'full', bg: 'muted', overflow: 'hidden' });
const fill = css({ height: '100%', bg: 'primary' });

/** How much of a video the learner has watched: a bar and its words. */
export function WatchedBar({ percent, title }: { percent: number; title: string }) {
  const { t } = useTranslation();
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <div
        role="progressbar"
        aria-label={t('Watched of “@title”', { '@title': title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={bar}
      >
        <div className={fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={css({ margin: 0, fontSize: 'xs', color: 'fg.muted' })}>
        {t('@percent% watched', { '@percent': percent })}
      </p>
    </div>
  );
}
