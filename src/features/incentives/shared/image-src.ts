import { safeHref } from '@/lib/url';

/** An image URL from data: http(s), a same-origin path, or an inline raster/SVG data URI (uploads in the mock). */
export function imageSrc(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(value)) return value;
  return safeHref(value);
}
