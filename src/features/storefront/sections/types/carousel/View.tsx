import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { IconButton } from '@/ui/IconButton';
import { useImageLoading } from '@/ui/image-loading';
import { Link } from '@/ui/Link';
import { safeImageUrl } from '../../appearance';
import { SectionShell } from '../../SectionShell';
import type { SectionProps } from '../../types';
import { useReducedMotion } from '../../use-reduced-motion';
import { lenient } from '../shared';
import { content as contentSchema, settings as settingsSchema } from './schema';

const frame = css({ position: 'relative', display: 'grid', gap: '3' });
// The slides share one grid cell, so the carousel is as tall as its tallest slide and its
// controls stay where a finger last pressed them from one slide to the next.
const slideStack = css({ display: 'grid' });
const slideStyle = css({
  gridArea: '1 / 1',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '3fr 2fr' },
  alignItems: 'center',
  gap: { base: '4', md: '8' },
  padding: { base: '4', md: '6' },
  borderRadius: 'l3',
  bg: 'muted',
  color: 'fg',
  minHeight: { md: '72' },
  // Out of sight, out of the accessibility tree and of the tab order, but still taking its room.
  '&[data-state=hidden]': { visibility: 'hidden' },
});
const image = css({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'l2',
  bg: 'border',
});
const slideTitle = css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', overflowWrap: 'anywhere' });
const controls = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  flexWrap: 'wrap',
});
const dot = css({
  width: '3',
  height: '3',
  borderRadius: 'full',
  bg: 'border.strong',
  cursor: 'pointer',
  // Forced colours (a contrast theme) paint no backgrounds: the dots take the theme's text colour,
  // the current one its selection text on the selection colour (docs/design-system.md, "The rules").
  _highContrast: { bg: 'CanvasText' },
  '&[aria-current=true]': { bg: 'primary', transform: 'scale(1.3)', _highContrast: { bg: 'HighlightText' } },
});
const dotHitArea = css({ display: 'grid', placeItems: 'center', width: '6', height: '6' });

/**
 * Slides browsed one at a time: buttons, dots and the arrow keys (mirrored in
 * right-to-left), Home and End. Autoplay only when the section asks for it and
 * the user has not asked for reduced motion; it pauses on hover and focus, and
 * a button stops it (WCAG 2.2.2).
 */
export function CarouselSection({ section }: SectionProps) {
  const { t, direction } = useTranslation();
  const content = lenient(contentSchema, section.data.content);
  const settings = lenient(settingsSchema, section.data.settings);
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(settings.autoplay && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const count = content.slides.length;
  // Every slide's picture is there by the time its slide shows, unless the whole carousel starts
  // below the first screen: then they all wait for it to come near.
  const loadingOf = useImageLoading();
  const go = (index: number) => setCurrent(((index % count) + count) % count);

  useEffect(() => {
    if (!playing || hovered || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), settings.interval * 1000);
    return () => clearInterval(timer);
  }, [playing, hovered, count, settings.interval]);

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target = {
      [forward]: current + 1,
      [backward]: current - 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  if (count === 0) {
    return (
      <SectionShell appearance={section.data.appearance} testId="section-carousel">
        <p className={css({ color: 'fg.muted' })}>{t('This carousel has no slides yet.')}</p>
      </SectionShell>
    );
  }

  return (
    <SectionShell appearance={section.data.appearance} testId="section-carousel">
      <section
        aria-roledescription={t('carousel')}
        // Its name says what it holds: screen readers say the role after it ("Highlights, carousel").
        aria-label={t('Highlights')}
        className={frame}
        onKeyDown={onKeyDown}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        <div aria-live={playing && !hovered ? 'off' : 'polite'} className={slideStack}>
          {content.slides.map((slide, index) => {
            const src = safeImageUrl(slide.image);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group with roledescription 'slide'
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides have no ids and never reorder here
                key={index}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('@current of @count', { '@current': index + 1, '@count': count })}
                data-state={index === current ? 'shown' : 'hidden'}
                className={slideStyle}
              >
                {src ? <img src={src} alt={slide.image_alt} loading={loadingOf()} className={image} /> : null}
                <div className={css({ display: 'grid', gap: '2', alignContent: 'center' })}>
                  {slide.title ? (
                    <h3 className={slideTitle}>
                      <bdi>{slide.title}</bdi>
                    </h3>
                  ) : null}
                  {slide.text ? (
                    <p>
                      <bdi>{slide.text}</bdi>
                    </p>
                  ) : null}
                  {slide.url && slide.title ? (
                    <Link to={slide.url} className={css({ justifySelf: 'start' })}>
                      {t('Learn more about @title', { '@title': slide.title })}
                    </Link>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
        <div className={controls}>
          <IconButton
            icon={ChevronLeft}
            mirrored
            label={t('Previous slide')}
            variant="outline"
            size="sm"
            onClick={() => go(current - 1)}
          />
          {content.slides.map((slide, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: positional
              key={index}
              type="button"
              className={dotHitArea}
              aria-label={t('Go to slide @number: @title', { '@number': index + 1, '@title': slide.title })}
              aria-current={index === current}
              onClick={() => go(index)}
            >
              <span className={dot} aria-current={index === current} />
            </button>
          ))}
          <IconButton
            icon={ChevronRight}
            mirrored
            label={t('Next slide')}
            variant="outline"
            size="sm"
            onClick={() => go(current + 1)}
          />
          {settings.autoplay && !reducedMotion ? (
            <IconButton
              icon={playing ? Pause : Play}
              label={playing ? t('Stop automatic slide show') : t('Start automatic slide show')}
              variant="ghost"
              size="sm"
              onClick={() => setPlaying((value) => !value)}
            />
          ) : null}
        </div>
      </section>
    </SectionShell>
  );
}
