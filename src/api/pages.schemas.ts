import { z } from '@/api/zod';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { serverDateTimeSchema } from './formats';
import { PAGE_SLUG } from './values';

export const contentPageSchema = z.object({
  slug: z
    .string()
    .regex(PAGE_SLUG)
    .meta({ examples: ['about'] }),
  title: z.string(),
  body: z.string().describe('Server HTML; the interface sanitises it'),
  changed: serverDateTimeSchema.check(z.describe('Last edited (UTC, yyyy-MM-dd HH:mm:ss)')),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = envelope(contentPageSchema);

export const pagesEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'pages/{slug}',
    group: 'pages',
    summary:
      'A content page (about, contact, privacy, terms, release-notes): title and server HTML body; open to visitors; 404 when unknown',
    visitors: true,
    params: z.object({
      slug: z
        .string()
        .regex(PAGE_SLUG)
        .meta({ examples: ['about'] }),
    }),
    response: contentPageResponseSchema,
    example: { params: { slug: 'about' } },
  }),
];
