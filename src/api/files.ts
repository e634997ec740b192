import { mutationOptions } from '@tanstack/react-query';
import { z } from '@/api/zod';
import { IMAGE_TYPES } from '@/lib/image-types';
import { API_BASE, requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { isApiError } from './errors';
import { countSchema, sitePathSchema, textIdSchema } from './formats';

/*
 * Uploads (docs/api/README.md, "Uploads"): a form uploads a picture on its own, before it is saved,
 * and keeps only the URL the server returns. Every image field of the application goes through here,
 * so the accepted types and the size limit are the same everywhere and the client can refuse a
 * wrong file before sending it.
 */

/** The image types every upload accepts: raster, SVG and icons (the favicon). */
export const UPLOAD_IMAGE_TYPES = IMAGE_TYPES;

/** The largest file the server takes: 5 MB. A larger one gets 413. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Where the server serves an uploaded file: same origin, so `img-src 'self'` covers it. */
export const fileUrl = (id: string) => `${API_BASE}/files/${encodeURIComponent(id)}`;

export const uploadedFileSchema = z.object({
  id: textIdSchema,
  url: sitePathSchema.check(z.describe('Where the file is served: GET /api/v2/files/{id}')),
  mime: z.string().meta({ description: 'Its MIME type', examples: ['image/png'] }),
  size: countSchema.check(z.meta({ description: 'In bytes', examples: [48213] })),
  name: z.string().meta({ description: 'The name it was uploaded with', examples: ['brand.png'] }),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadedFileResponseSchema = envelope(uploadedFileSchema);

/** The multipart body as the contract document describes it. */
export const uploadBodySchema = z.object({
  file: z.string().meta({
    description: 'The file itself (multipart/form-data part named "file")',
    contentMediaType: 'application/octet-stream',
  }),
});

export async function uploadFile(file: Blob, name?: string, signal?: AbortSignal): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, name ?? (file instanceof File ? file.name : 'upload'));
  return (await requestParsed(uploadedFileResponseSchema, 'files', { method: 'POST', body, signal })).data;
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

export const filesEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: 'files',
    group: 'files',
    summary:
      'Upload one image (multipart/form-data, part "file"): PNG, JPEG, GIF, WebP, SVG or ICO up to 5 MB; ' +
      'responds with its id, URL, type, size and name. 413 when too large, 415 when of another type, both with ' +
      'a field message on "file". The file is then served at GET /api/v2/files/{id} with its content type.',
    body: uploadBodySchema,
    multipart: true,
    response: uploadedFileResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'GET',
    path: 'files/{id}',
    group: 'files',
    summary:
      'An uploaded file, with the content type it was uploaded with; sent with a policy that runs nothing; 404 when unknown',
    params: z.object({ id: textIdSchema }),
    produces: 'image/*',
    visitors: true,
    example: { params: { id: 'f1' } },
  }),
];
