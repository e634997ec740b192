import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { ImagePlaceholder } from './ImagePlaceholder';
import type { ImageLoading } from './image-loading';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'surface',
  color: 'fg',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
  overflow: 'hidden',
  boxShadow: 'xs',
});

export interface CardProps {
  /** A picture across the top (decorative unless `mediaAlt` is given). */
  media?: string;
  /** Text alternative of `media`; leave empty when the picture is decoration. */
  mediaAlt?: string;
  /** `lazy`: the picture loads when it comes near the screen (a list's later cards: `useImageLoading`). */
  mediaLoading?: ImageLoading;
  /** When `media` is missing, render an ImagePlaceholder with this icon in its frame instead of nothing. */
  mediaPlaceholder?: LucideIcon;
  /** The card's heading. */
  title?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The body, between the title and the footer. */
  children?: ReactNode;
  /** Actions at the bottom (buttons, links), wrapping when narrow. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A framed `<article>` for one item of a list or grid (a product, a training): optional
 * picture in a 16:9 frame, title, body and a footer for actions, on the `surface` colour
 * with the theme's `l3` radius. Stories: UI/Card.
 */
export function Card({
  media,
  mediaAlt = '',
  mediaLoading,
  mediaPlaceholder,
  title,
  headingLevel = 3,
  children,
  footer,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(card, className)}>
      {media ? (
        <img
          src={media}
          alt={mediaAlt}
          loading={mediaLoading}
          className={css({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' })}
        />
      ) : (
        mediaPlaceholder && <ImagePlaceholder icon={mediaPlaceholder} />
      )}
      <div className={css({ padding: '4', display: 'grid', gap: '2', flex: 1 })}>
        {title && (
          // Isolated: a title from the server keeps its own direction inside the page's (docs/i18n.md).
          <Heading className={css({ fontSize: 'lg', fontWeight: 'semibold', margin: 0 })}>
            <bdi>{title}</bdi>
          </Heading>
        )}
        {children}
      </div>
      {footer && (
        <div
          className={css({
            paddingInline: '4',
            paddingBlockEnd: '4',
            display: 'flex',
            gap: '2',
            flexWrap: 'wrap',
          })}
        >
          {footer}
        </div>
      )}
    </article>
  );
}
