import { mutationOptions } from '@tanstack/react-query';
import { IMAGE_TYPES } from '@/lib/image-types';
import { API_BASE, lazySchemas, requestParsed } from './client';
import { isApiError } from './errors';
import type { UploadedFile } from './files.schemas';

export type { UploadedFile } from './files.schemas';

/*
 * Uploads (docs/api/README.md, "Uploads"): a form uploads a picture on its own, before it is saved,
 * and keeps only the URL the server returns. Every image field of the application goes through here,
 * so the accepted types and the size limit are the same everywhere and the client can refuse a
 * wrong file before sending it.
 */

const schema = lazySchemas(() => import('./files.schemas'));

/** The image types every upload accepts: raster, SVG and icons (the favicon). */
export const UPLOAD_IMAGE_TYPES = IMAGE_TYPES;

/** The largest file the server takes: 5 MB. A larger one gets 413. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Where the server serves an uploaded file: same origin, so `img-src 'self'` covers it. */
export const fileUrl = (id: string) => `${API_BASE}/files/${encodeURIComponent(id)}`;

export async function uploadFile(file: Blob, name?: string, signal?: AbortSignal): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, name ?? (file instanceof File ? file.name : 'upload'));
  return (
    await requestParsed(schema('uploadedFileResponseSchema'), 'files', { method: 'POST', body, signal })
  ).data;
}

/**
 * The server's reason for refusing an upload (413 too large, 415 wrong type, 400), as it sent it:
 * the message of the `file` field, else its general message. Undefined for any other failure.
 */
export function uploadRefusal(error: unknown): string | undefined {
  if (!isApiError(error) || ![400, 413, 415].includes(error.status ?? 0)) return undefined;
  const data = error.data as { message?: unknown; messages?: { path?: unknown; message?: unknown }[] };
  const field = Array.isArray(data?.messages)
    ? data.messages.find((entry) => entry?.path === 'file' && typeof entry.message === 'string')
    : undefined;
  if (field) return String(field.message);
  return typeof data?.message === 'string' ? data.message : undefined;
}

export const uploadFileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['files', 'upload'],
    mutationFn: (file: File) => uploadFile(file),
  });
