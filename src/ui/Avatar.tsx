import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { avatarColorOf, initialsOf } from '@/lib/initials';
import { safeHref } from '@/lib/url';

/** docs/product.md §9: 40 px for a picture, 48 px for initials. */
export const AVATAR_IMAGE_SIZE = 40;
export const AVATAR_INITIALS_SIZE = 48;

const image = css({ borderRadius: 'full', objectFit: 'cover', flexShrink: 0, bg: 'muted' });
const initials = css({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  color: 'white',
  fontWeight: 'semibold',
  letterSpacing: 'initials',
  userSelect: 'none',
});

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** Decorative when the name is shown next to it (default), otherwise announced as an image. */
  decorative?: boolean;
  className?: string;
}

/** A user's picture, or their initials on a colour chosen by the first letter when there is none or it fails. */
export function Avatar({ name, src, decorative = true, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src ? (safeHref(src) ?? (src.startsWith('data:image/') ? src : undefined)) : undefined;
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt={decorative ? '' : name}
        width={AVATAR_IMAGE_SIZE}
        height={AVATAR_IMAGE_SIZE}
        className={cx(image, className)}
        onError={() => setFailed(url)}
      />
    );
  }
  const letters = initialsOf(name);
  const props = {
    'data-testid': 'avatar-initials',
    className: cx(initials, className),
    style: {
      width: AVATAR_INITIALS_SIZE,
      height: AVATAR_INITIALS_SIZE,
      backgroundColor: avatarColorOf(name),
      fontSize: letters.length > 2 ? 15 : 18,
    },
  };
  if (decorative) {
    return (
      <span aria-hidden="true" {...props}>
        {letters}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} {...props}>
      {letters}
    </span>
  );
}
