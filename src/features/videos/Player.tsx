import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { saveProgressMutationOptions, type VideoDetail } from '@/api/videos';
import { useTranslation } from '@/i18n';
import { Button, Icon, InlineAlert } from '@/ui';
import { formatTime } from './format';

const media = css({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  bg: 'fg',
  borderRadius: 'l3',
});
const resumeBar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
  padding: '3',
  borderRadius: 'l2',
  bg: 'primary.subtle',
});
const hint = css({ margin: 0, fontSize: 'sm', color: 'fg.muted' });

/** Seconds the arrow keys move, as in YouTube and most web players. */
export const SEEK_STEP = 5;
/** While playing, the position is saved every this many seconds of video. */
export const SAVE_EVERY = 10;
/** A saved position this close to either end is not worth resuming from. */
const RESUME_MARGIN = 5;

/** Keys the player takes from inside it; a focused button, link or field keeps its own. */
const isOwnControl = (target: EventTarget, player: HTMLElement, video: HTMLVideoElement | null) =>
  target !== video &&
  target instanceof HTMLElement &&
  target !== player &&
  target.closest('button, a, input, select, textarea') !== null;

/**
 * The native player (its own controls are kept: they are keyboard-accessible and speak every
 * language), with captions per language, the learner's saved position offered back ("Resume from
 * 3:12"), YouTube's keys (Space or K plays and pauses, the arrows go 5 seconds back or forward),
 * and the position saved while watching. A file the browser cannot play says so; the transcript
 * beside it still reads.
 */
export function Player({
  video,
  mediaRef,
  onTime,
  onPlayingChange,
}: {
  video: VideoDetail;
  mediaRef: RefObject<HTMLVideoElement | null>;
  onTime: (seconds: number) => void;
  onPlayingChange: (playing: boolean) => void;
}) {
  const { t, langcode } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation(saveProgressMutationOptions(queryClient));
  const saveRef = useRef(save.mutate);
  saveRef.current = save.mutate;
  const lastSaved = useRef(video.progress?.position_seconds ?? 0);
  const [unplayable, setUnplayable] = useState(false);
  const saved = video.progress;
  const [offerResume, setOfferResume] = useState(
    () =>
      saved !== null &&
      !saved.completed &&
      saved.position_seconds >= RESUME_MARGIN &&
      saved.position_seconds < video.duration_seconds - RESUME_MARGIN,
  );
  const resumeAt = saved?.position_seconds ?? 0;

  const savePosition = (seconds: number) => {
    const position = Math.floor(seconds);
    if (position === lastSaved.current) return;
    lastSaved.current = position;
    saveRef.current({ id: video.id, position });
  };
  const savePositionRef = useRef(savePosition);
  savePositionRef.current = savePosition;

  // Leaving the page (another route, or closing the tab) keeps where the learner was.
  useEffect(() => {
    const element = mediaRef.current;
    const keep = () => {
      if (element && element.currentTime > 0) savePositionRef.current(element.currentTime);
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [mediaRef]);

  const togglePlay = () => {
    const element = mediaRef.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  };
  const seekBy = (delta: number) => {
    const element = mediaRef.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : video.duration_seconds;
    element.currentTime = Math.min(Math.max(0, element.currentTime + delta), end);
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (isOwnControl(event.target, event.currentTarget, mediaRef.current)) return;
    const action =
      event.key === ' ' || event.key === 'k' || event.key === 'K'
        ? togglePlay
        : event.key === 'ArrowLeft'
          ? () => seekBy(-SEEK_STEP)
          : event.key === 'ArrowRight'
            ? () => seekBy(SEEK_STEP)
            : undefined;
    if (!action) return;
    // The native controls would act on the same key: the player handles it once.
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const resume = () => {
    setOfferResume(false);
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = resumeAt;
    onTime(resumeAt);
    element.play().catch(() => undefined);
    element.focus();
  };
  const startOver = () => {
    setOfferResume(false);
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = 0;
    onTime(0);
    element.focus();
  };

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {unplayable && (
        <InlineAlert>
          {t('This video can’t be played here. Its transcript has everything it says.')}
        </InlineAlert>
      )}
      {/* Keys reach it from the focused video inside (or its native controls). */}
      <div onKeyDownCapture={onKeyDownCapture}>
        {/* biome-ignore lint/a11y/useMediaCaption: the captions are the <track> elements, one per language */}
        <video
          ref={mediaRef}
          className={media}
          controls
          preload="metadata"
          playsInline
          poster={video.poster}
          aria-label={video.title}
          data-testid="video-media"
          onTimeUpdate={(event) => {
            const seconds = event.currentTarget.currentTime;
            onTime(seconds);
            if (!event.currentTarget.paused && Math.abs(seconds - lastSaved.current) >= SAVE_EVERY) {
              savePosition(seconds);
            }
          }}
          onSeeked={(event) => onTime(event.currentTarget.currentTime)}
          onPlay={(event) => {
            // The player's own Play, pressed while the offer shows, resumes (as the offer's first
            // choice does) rather than starting at 0:00 and saving that over where the learner was.
            if (offerResume && event.currentTarget.currentTime < RESUME_MARGIN) {
              event.currentTarget.currentTime = resumeAt;
              onTime(resumeAt);
            }
            setOfferResume(false);
            onPlayingChange(true);
          }}
          onPause={(event) => {
            onPlayingChange(false);
            savePosition(event.currentTarget.currentTime);
          }}
          onEnded={(event) => {
            onPlayingChange(false);
            savePosition(event.currentTarget.duration);
          }}
          onError={() => setUnplayable(true)}
        >
          <source src={video.media.src} type={video.media.type} onError={() => setUnplayable(true)} />
          {video.captions.map((track) => (
            <track
              key={track.language}
              kind="captions"
              src={track.src}
              srcLang={track.language}
              label={track.label}
              // Shown at once when the user's language is not the spoken one (the first).
              default={track.language === langcode && track.language !== video.captions[0]?.language}
            />
          ))}
        </video>
      </div>
      {offerResume && (
        <div className={resumeBar}>
          <p className={css({ margin: 0, flex: '1 1 auto' })}>{t('You stopped part way through.')}</p>
          <Button startIcon={<Icon icon={History} size={18} />} onClick={resume}>
            {t('Resume from @time', { '@time': formatTime(resumeAt) })}
          </Button>
          <Button variant="outline" startIcon={<Icon icon={RotateCcw} size={18} />} onClick={startOver}>
            {t('Start over')}
          </Button>
        </div>
      )}
      <p className={hint}>
        {t('Keys: Space or K plays and pauses, the arrow keys go @seconds seconds back or forward.', {
          '@seconds': SEEK_STEP,
        })}
      </p>
    </div>
  );
}
