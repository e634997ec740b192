import { z } from '@/api/zod';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { countSchema, sitePathSchema, textIdSchema } from './formats';

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
