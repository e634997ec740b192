/**
 * The image types a browser shows in an <img>: raster, SVG and icons (a favicon). What the upload
 * endpoint accepts (src/api/files.ts) and what the kit's image field offers (src/ui/ImageUpload.tsx).
 */
export const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
] as const;

/** The pictures of a page (a product, a banner, a section): every type above but the icons. */
export const PICTURE_TYPES: string[] = IMAGE_TYPES.filter((type) => !type.includes('icon'));
