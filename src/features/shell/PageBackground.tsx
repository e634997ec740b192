import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { brandingQueryOptions } from '@/api/settings';
import { safeHref } from '@/lib/url';
import type { PageChrome } from './page-chrome';

const layer = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'hide',
  pointerEvents: 'none',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  // Not on paper, where a fixed layer would be printed on every sheet.
  _print: { display: 'none' },
});
// docs/product.md §2: the branding background is shown faintly behind the content.
const faint = css({ opacity: 0.08 });

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,][^"\\\s]*$/;

/** A URL safe inside CSS url("…"): same-origin, http(s) or a data image, with nothing that ends the string. */
export function cssImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const url = DATA_IMAGE.test(value) ? value : safeHref(value);
  // Inside url("…") only a quote, a backslash or a line break could end the string early.
  if (!url || /["\\\s]/.test(url)) return undefined;
  return `url("${url}")`;
}

const isColor = (value: string | undefined): value is string =>
  Boolean(value) &&
  typeof CSS !== 'undefined' &&
  CSS.supports('color', value as string) &&
  !/[;{}]/.test(value as string);

/** A page's own background (colour or image), else the branding site_background at low opacity. */
export function PageBackground({ own }: { own: PageChrome['background'] }) {
  const branding = useQuery(brandingQueryOptions()).data;
  if (own) {
    const image = cssImageUrl(own.image);
    const color = isColor(own.color) ? own.color : undefined;
    if (!image && !color) return null;
    return (
      <div
        aria-hidden="true"
        className={layer}
        data-testid="page-background"
        style={{ backgroundColor: color, backgroundImage: image }}
      />
    );
  }
  const image = cssImageUrl(branding?.site_background);
  if (!image) return null;
  return (
    <div
      aria-hidden="true"
      className={`${layer} ${faint}`}
      data-testid="site-background"
      style={{ backgroundImage: image }}
    />
  );
}
