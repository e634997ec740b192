import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { serverDateTimeSchema, sitePathSchema } from './formats';
import { trainingSchema } from './trainings.schemas';

export const archiveEntrySchema = z.object({
  training: z.pick(trainingSchema, { id: true, title: true, image: true, url: true }),
  completed: serverDateTimeSchema.check(
    z.describe('When the learner completed it (UTC, yyyy-MM-dd HH:mm:ss)'),
  ),
  certificate_url: z.nullable(sitePathSchema).check(
    z.meta({
      description: 'The certificate (image/svg+xml); null when the training gives none',
      examples: ['/api/v2/archive/12/certificate'],
    }),
  ),
});
export type ArchiveEntry = z.infer<typeof archiveEntrySchema>;
export const archiveResponseSchema = envelope(z.array(archiveEntrySchema));

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
    produces: 'image/svg+xml',
    example: { params: { id: 1 } },
  }),
];
