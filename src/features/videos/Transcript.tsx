import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { type TranscriptCue, transcriptQueryOptions, type VideoDetail } from '@/api/videos';
import { useTranslation } from '@/i18n';
import { Field, Select, SkeletonText } from '@/ui';
import { RetryableError } from '@/ui/RetryableError';
import { formatTime } from './format';

const panel = css({
  gridRow: { lg: 'span 2' },
  display: 'grid',
  gap: '3',
  padding: '4',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'surface',
  minWidth: 0,
});
const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1',
  maxHeight: { base: 'token(sizes.80)', lg: 'token(sizes.96)' },
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
const cueButton = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '3',
  width: '100%',
  padding: '2',
  borderRadius: 'l2',
  textAlign: 'start',
  color: 'fg',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'muted' },
  '&[aria-current=true]': { bg: 'primary.subtle', fontWeight: 'semibold' },
  _focusVisible: {
    outline: 'token(borderWidths.focusRing) solid',
    outlineColor: 'primary',
    outlineOffset: '-focusRingOffset',
  },
});
const time = css({
  color: 'fg.muted',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
  unicodeBidi: 'isolate',
  paddingTop: '0.5',
});

/** The cue being spoken at `seconds`: the last that started, while it lasts. */
export const currentCueIndex = (cues: TranscriptCue[], seconds: number) =>
  cues.findIndex((cue) => seconds >= cue.start && seconds < cue.end);

/**
 * The transcript beside the video: every cue a button that takes the video there, the cue
 * being spoken marked (aria-current), and kept in view inside the list while the video plays.
 * The list scrolls on its own, never the page.
 */
export function Transcript({
  video,
  language,
  onLanguageChange,
  currentTime,
  following,
  onSeek,
}: {
  video: VideoDetail;
  language: string;
  onLanguageChange: (language: string) => void;
  currentTime: number;
  following: boolean;
  onSeek: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  const transcript = useQuery(transcriptQueryOptions(video.id, language));
  const listRef = useRef<HTMLOListElement>(null);
  const cues = transcript.data?.cues ?? [];
  const current = currentCueIndex(cues, currentTime);

  useEffect(() => {
    const container = listRef.current;
    const item = container?.children[current] as HTMLElement | undefined;
    if (!following || !container || !item) return;
    const top = item.offsetTop - container.offsetTop;
    if (top < container.scrollTop || top + item.offsetHeight > container.scrollTop + container.clientHeight) {
      container.scrollTo({ top: Math.max(0, top - container.clientHeight / 3) });
    }
  }, [current, following]);

  let body: React.ReactNode;
  if (transcript.isPending) body = <SkeletonText lines={8} />;
  else if (transcript.isError)
    body = <RetryableError title={t('The transcript could not be loaded.')} onRetry={transcript.refetch} />;
  else
    body = (
      // Its own direction, from its text: an Arabic transcript reads right to left on an English page.
      <ol
        ref={listRef}
        className={list}
        lang={transcript.data.language}
        dir="auto"
        aria-label={t('Transcript')}
      >
        {cues.map((cue, index) => (
          <li key={cue.start}>
            <button
              type="button"
              className={cueButton}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSeek(cue.start)}
            >
              <span className={time}>{formatTime(cue.start)}</span>
              <span>{cue.text}</span>
            </button>
          </li>
        ))}
      </ol>
    );

  return (
    <section aria-labelledby="video-transcript" className={panel}>
      <h2 id="video-transcript" className={css({ fontSize: 'xl', fontWeight: 'semibold', margin: 0 })}>
        {t('Transcript')}
      </h2>
      {video.captions.length > 1 && (
        <Field label={t('Transcript language')}>
          <Select
            options={video.captions.map((track) => ({ value: track.language, label: track.label }))}
            value={[language]}
            onValueChange={([value]) => value && onLanguageChange(value)}
          />
        </Field>
      )}
      {body}
    </section>
  );
}
