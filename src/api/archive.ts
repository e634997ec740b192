import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { requestParsed } from './client';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { keys } from './keys';
import { trainingSchema } from './trainings';

/*
 * The learner's archive (src/features/archive/README.md): completed trainings with the date they
 * were completed and a certificate to download. The certificate is an SVG document the server
 * draws for the learner; the page links to it, the browser downloads it.
 */

export const archiveEntrySchema = z.object({
  training: z.pick(trainingSchema, { id: true, title: true, image: true, url: true }),
  completed: z.string().check(z.describe('yyyy-MM-dd HH:mm:ss, UTC')),
  /** Same-origin path of the certificate (image/svg+xml), null when the training gives none. */
  certificate_url: z.nullable(z.string()),
});
export type ArchiveEntry = z.infer<typeof archiveEntrySchema>;
export const archiveResponseSchema = envelope(z.array(archiveEntrySchema));

export const getArchive = async (signal?: AbortSignal): Promise<ArchiveEntry[]> =>
  (await requestParsed(archiveResponseSchema, 'archive', { signal })).data;

export const archiveQueryOptions = () =>
  queryOptions({
    queryKey: [...keys.archive.all, 'mine'] as const,
    queryFn: ({ signal }) => getArchive(signal),
  });

export const archiveEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'archive',
    group: 'archive',
    summary:
      "The current user's completed trainings, most recent first, with their certificates (401 for visitors)",
    response: archiveResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: 'archive/{id}/certificate',
    group: 'archive',
    summary:
      'The certificate of a completed training as an SVG document (image/svg+xml, attachment); 404 when the current user has not completed it',
    example: { params: { id: 1 } },
  }),
];
