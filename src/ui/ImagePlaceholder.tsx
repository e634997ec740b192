import { ImageIcon, type LucideIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { Icon } from './Icon';

const frame = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  overflow: 'hidden',
  bgGradient: 'to-br',
  gradientFrom: 'primary.subtle',
  gradientTo: 'muted',
  color: 'primary',
});
/** The icon's disc: 56 px in a card, shrinking with the frame down to a table's thumbnail. */
const badge = css({
  display: 'grid',
  placeItems: 'center',
  width: '45%',
  maxWidth: '14',
  aspectRatio: '1',
  borderRadius: 'full',
  bg: 'surface',
  boxShadow: 'xs',
  '& svg': { width: '50%', height: '50%' },
});

export interface ImagePlaceholderProps {
  /** What the missing picture would show: a training (BookOpen), a product (Gift), a video (Film)… */
  icon?: LucideIcon;
  /** Width to height, as CSS writes it (default `16 / 9`, the kit's card pictures). */
  aspectRatio?: string;
  className?: string;
}

/**
 * Stands in for a picture the server did not send: the theme's primary tint fading to the muted
 * background, with an icon of what the picture is about. Decorative, like the pictures of cards:
 * the title next to it says what the item is. Stories: UI/ImagePlaceholder.
 */
export function ImagePlaceholder({
  icon = ImageIcon,
  aspectRatio = '16 / 9',
  className,
}: ImagePlaceholderProps) {
  return (
    <div
      className={cx(frame, className)}
      style={{ aspectRatio }}
      aria-hidden="true"
      data-testid="image-placeholder"
    >
      <span className={badge}>
        <Icon icon={icon} size={28} />
      </span>
    </div>
  );
}
