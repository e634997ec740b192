import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { css } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import { currentUserOf, notFound, type PageLoader, queryClientOf } from '@/api/route-data';
import { transcriptQueryOptions, type VideoDetail, videoQueryOptions } from '@/api/videos';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { BackLink, Badge, Link, Page, SanitizedHtml, Skeleton, SkeletonText } from '@/ui';
import { RetryableError } from '@/ui/RetryableError';
import { formatTime } from './format';
import { Player } from './Player';
import { Transcript } from './Transcript';

const page = css({ display: 'grid', gap: '6', maxWidth: '6xl', marginInline: 'auto', width: '100%' });
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
  // Player, transcript, description: on a phone the transcript comes right under the video;
  // on a wide screen it stands beside both.
  gridTemplateRows: { lg: 'auto 1fr' },
  gap: '6',
  alignItems: 'start',
});
const facts = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', margin: 0 });

/** The `:id` of the address, when it is a video id; anything else is not found. */
export const parseVideoId = (raw: string | undefined): number | undefined =>
  raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;

/** The transcript shown first: in the user's language when the video has it, else in its spoken one. */
export function firstTranscriptLanguage(video: VideoDetail, langcode: string): string {
  const languages = video.captions.map((track) => track.language);
  return languages.includes(langcode) ? langcode : (languages[0] ?? 'en');
}

export const loader: PageLoader = async (args) => {
  const id = parseVideoId(args.params.id);
  if (id === undefined) return notFound();
  const queryClient = queryClientOf(args);
  const user = currentUserOf(queryClient);
  let video: VideoDetail;
  try {
    video = await queryClient.ensureQueryData(videoQueryOptions(id));
  } catch (error) {
    return hasStatus(error, 404) ? notFound() : null;
  }
  const { language } = await user;
  await queryClient.prefetchQuery(transcriptQueryOptions(id, firstTranscriptLanguage(video, language)));
  return null;
};

/** /videos/{id}: the player, its transcript and the learner's saved position (README.md). */
export function VideoPlayerPage() {
  const { t } = useTranslation();
  const id = parseVideoId(useParams().id);
  const video = useQuery({ ...videoQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id === undefined || hasStatus(video.error, 404)) return <NotFoundPage />;

  const back = <BackLink to="/videos" title={t('Videos')} />;
  if (video.isPending)
    return (
      <div className={page} aria-busy="true" data-testid="video-loading">
        {back}
        <Skeleton height={36} width="60%" />
        <div className={layout}>
          <Skeleton height="auto" className={css({ aspectRatio: '16 / 9' })} />
          <SkeletonText lines={8} />
        </div>
      </div>
    );
  if (video.isError)
    return (
      <Page title={t('Videos')} back={back}>
        <RetryableError title={t('The video could not be loaded.')} onRetry={video.refetch} />
      </Page>
    );
  return <VideoDetails key={video.data.id} video={video.data} back={back} />;
}

function VideoDetails({ video, back }: { video: VideoDetail; back: React.ReactNode }) {
  const { t, langcode } = useTranslation();
  const mediaRef = useRef<HTMLVideoElement>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [language, setLanguage] = useState(() => firstTranscriptLanguage(video, langcode));

  const seek = (seconds: number) => {
    const media = mediaRef.current;
    if (!media) return;
    media.currentTime = seconds;
    setCurrentTime(seconds);
    media.play().catch(() => undefined);
  };

  return (
    <Page title={video.title} back={back}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <p className={facts}>
          <Badge>
            <span className={css({ srOnly: true })}>{t('Duration')} </span>
            <span className={css({ direction: 'ltr', unicodeBidi: 'isolate' })}>
              {formatTime(video.duration_seconds)}
            </span>
          </Badge>
          {video.topics.map((topic) => (
            <Badge key={topic.tid}>
              <bdi>{topic.name}</bdi>
            </Badge>
          ))}
        </p>
        {video.speaker && (
          <p className={css({ margin: 0, color: 'fg.muted' })}>
            {t('With @name, @role', { '@name': video.speaker.name, '@role': video.speaker.role })}
          </p>
        )}
        {video.training && (
          <p className={css({ margin: 0 })}>
            {t('Part of the training')}{' '}
            <Link to={video.training.url}>
              <bdi>{video.training.title}</bdi>
            </Link>
          </p>
        )}
      </div>
      <div className={layout}>
        <div className={css({ minWidth: 0 })}>
          <Player video={video} mediaRef={mediaRef} onTime={setCurrentTime} onPlayingChange={setPlaying} />
        </div>
        <Transcript
          video={video}
          language={language}
          onLanguageChange={setLanguage}
          currentTime={currentTime}
          following={playing}
          onSeek={seek}
        />
        <section
          aria-labelledby="video-about"
          className={css({ display: 'grid', gap: '2', minWidth: 0, alignContent: 'start' })}
        >
          <h2 id="video-about" className={css({ fontSize: 'xl', fontWeight: 'semibold', margin: 0 })}>
            {t('About this video')}
          </h2>
          <SanitizedHtml html={video.description} />
        </section>
      </div>
    </Page>
  );
}

export { VideoPlayerPage as Component };
