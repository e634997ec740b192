import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { ProgressBar } from '@/ui/ProgressBar';

/** How much of a video the learner has watched: a bar and its words. */
export function WatchedBar({ percent, title }: { percent: number; title: string }) {
  const { t } = useTranslation();
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <ProgressBar value={percent} label={t('Watched of “@title”', { '@title': title })} size="sm" />
      <p className={css({ margin: 0, fontSize: 'xs', color: 'fg.muted' })}>
        {t('@percent% watched', { '@percent': percent })}
      </p>
    </div>
  );
}
