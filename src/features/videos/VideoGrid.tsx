import { CircleCheck } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import type { Video } from '@/api/videos';
import { useTranslation } from '@/i18n';
import { Badge, Icon, type ImageLoading, Link, useImageLoading } from '@/ui';
import { MediaCardSkeleton } from '@/ui/MediaCardSkeleton';
import { cardSurface } from '@/ui/surface';
import { formatTime } from './format';
import { WatchedBar } from './WatchedBar';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.64)), 1fr))',
  gap: '4',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
const card = cx(
  cardSurface,
  css({ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }),
);
const posterBox = css({ position: 'relative' });
const poster = css({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  bg: 'muted',
});
const duration = css({
  position: 'absolute',
  insetInlineEnd: '2',
  bottom: '2',
  paddingInline: '1.5',
  paddingBlock: '0.5',
  borderRadius: 'l1',
  bg: 'fg',
  color: 'surface',
  fontSize: 'xs',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  // Times read left to right in every language, as players show them.
  direction: 'ltr',
});
const body = css({ display: 'grid', gap: '2', padding: '4', flex: 1, alignContent: 'start' });
const titleLink = css({
  color: 'fg',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
  // The whole card is the link's target for a pointer; the title stays the accessible name.
  _after: { content: '""', position: 'absolute', inset: 0 },
});
const summary = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 2, margin: 0 });
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

/** The library's videos as cards: poster with duration, title (the link), summary, topic and where the learner stands. */
export function VideoGrid({ videos }: { videos: Video[] }) {
  const loadingOf = useImageLoading();
  return (
    <ul className={grid}>
      {videos.map((video, position) => (
        <li key={video.id} className={css({ display: 'grid' })}>
          <VideoCard video={video} loading={loadingOf(position)} />
        </li>
      ))}
    </ul>
  );
}

function VideoCard({ video, loading }: { video: Video; loading: ImageLoading }) {
  const { t } = useTranslation();
  const headingId = `video-${video.id}`;
  return (
    <article className={cx(card, css({ position: 'relative' }))} aria-labelledby={headingId}>
      <div className={posterBox}>
        <img src={video.poster} alt="" loading={loading} className={poster} />
        <span className={duration}>
          <span className={css({ srOnly: true })}>{t('Duration')} </span>
          {formatTime(video.duration_seconds)}
        </span>
      </div>
      <div className={body}>
        <h3 id={headingId} className={css({ fontSize: 'md', fontWeight: 'semibold', margin: 0 })}>
          <Link to={`/videos/${video.id}`} className={titleLink}>
            <bdi>{video.title}</bdi>
          </Link>
        </h3>
        <p className={summary}>
          <bdi>{video.summary}</bdi>
        </p>
        <div className={meta}>
          {video.topics.map((topic) => (
            <Badge key={topic.tid}>
              <bdi>{topic.name}</bdi>
            </Badge>
          ))}
          {video.progress?.completed && (
            <Badge tone="success">
              <Icon icon={CircleCheck} size={14} />
              {t('Watched')}
            </Badge>
          )}
        </div>
        {video.progress && !video.progress.completed && (
          <WatchedBar percent={video.progress.percent} title={video.title} />
        )}
      </div>
    </article>
  );
}

export function VideoGridSkeleton() {
  return (
    <ul className={grid} aria-hidden="true" data-testid="videos-loading">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positional placeholders
        <li key={index}>
          <MediaCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
