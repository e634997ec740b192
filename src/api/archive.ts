import { queryOptions } from '@tanstack/react-query';
import type { ArchiveEntry } from './archive.schemas';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';

export type { ArchiveEntry } from './archive.schemas';

/*
 * The learner's archive (src/features/archive/README.md): completed trainings with the date they
 * were completed and a certificate to download. The certificate is an SVG document the server
 * makes for the learner; the page links to it, the browser downloads it.
 */

const schema = lazySchemas(() => import('./archive.schemas'));

export const getArchive = async (signal?: AbortSignal): Promise<ArchiveEntry[]> =>
  (await requestParsed(schema('archiveResponseSchema'), 'archive', { signal })).data;

export const archiveQueryOptions = () =>
  queryOptions({
    queryKey: [...keys.archive.all, 'mine'] as const,
    queryFn: ({ signal }) => getArchive(signal),
  });
