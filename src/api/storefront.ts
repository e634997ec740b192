import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestParsed } from './client';
import type { Encodable } from './encode';
import { refetchAfterFailedSave } from './incentives-settings';
import { keys } from './keys';
import { PREFETCHED_STALE_TIME_MS } from './query-client';
import { STOREFRONT_PATH } from './storefront.constants';
import type {
  ManageQuery,
  PublicStorefrontQuery,
  StorefrontAppearance,
  StorefrontSchemas,
  StorefrontSettings,
  StorefrontType,
} from './storefront.schemas';
import type { AnyStoredSection, Restriction, SectionBase, SectionBodyOf } from './storefront-sections';
import { APPEARANCE_FONTS, APPEARANCE_ROUNDNESS, STOREFRONT_TYPES } from './values';

export type {
  ManageQuery,
  PublicStorefrontQuery,
  RestrictionType,
  StorefrontAppearance,
  StorefrontSettings,
  StorefrontType,
} from './storefront.schemas';

export { APPEARANCE_FONTS, APPEARANCE_ROUNDNESS, STOREFRONT_TYPES };

const schema = lazySchemas(() => import('./storefront.schemas'));

/** The audience to preview as GET storefront/manage query values. */
const toManageQuery = (query: ManageQuery): Encodable => ({
  ...query,
  restrictions: query.restrictions?.map((restriction: Restriction) => ({ ...restriction })),
});

export const getStorefrontSettings = async (signal?: AbortSignal): Promise<StorefrontSettings> =>
  (await requestParsed(schema('storefrontSettingsResponseSchema'), 'storefront/settings', { signal })).data;

export const getStorefrontAppearance = async (signal?: AbortSignal): Promise<StorefrontAppearance> =>
  (
    await requestParsed(schema('storefrontAppearanceResponseSchema'), 'settings/storefront/appearance', {
      signal,
    })
  ).data;

/** Multipart, so that a removed image travels as an empty value (a form-encoded body drops empties). */
export function toAppearanceBody(appearance: StorefrontAppearance): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(appearance)) {
    if (value !== undefined) body.append(key, value === null ? '' : String(value));
  }
  return body;
}

export const saveStorefrontAppearance = async (
  appearance: StorefrontAppearance,
): Promise<StorefrontAppearance> =>
  (
    await requestParsed(schema('storefrontAppearanceResponseSchema'), 'settings/storefront/appearance', {
      method: 'POST',
      body: toAppearanceBody(appearance),
    })
  ).data;

export const storefrontSettingsQueryOptions = () =>
  queryOptions({
    queryKey: keys.storefront.settings(),
    queryFn: ({ signal }) => getStorefrontSettings(signal),
  });

export const storefrontAppearanceQueryOptions = () =>
  queryOptions({
    queryKey: keys.storefront.appearance(),
    queryFn: ({ signal }) => getStorefrontAppearance(signal),
  });

/** docs/product.md §7: success updates the cache from the response; failure refetches. */
export const saveStorefrontAppearanceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.storefront.appearance(), 'save'],
    mutationFn: saveStorefrontAppearance,
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.storefront.appearance(), saved);
      queryClient.setQueryData<StorefrontSettings>(keys.storefront.settings(), (cached) =>
        cached ? { ...cached, appearance: saved } : cached,
      );
    },
    onError: () =>
      Promise.all([
        refetchAfterFailedSave(queryClient, keys.storefront.appearance()),
        refetchAfterFailedSave(queryClient, keys.storefront.settings()),
      ]),
  });

/** A storefront: its sections as `Section` (one of the given section types, with `hide`). */
export interface StorefrontOf<Section> {
  id: number;
  type: StorefrontType;
  enabled: boolean;
  language: string;
  /** Sorted by weight. */
  sections: Section[];
}

/** The PATCH body: the sections in order, each as `SectionBody` (`id` null for new ones). */
export interface StorefrontPatchBodyOf<SectionBody> {
  sections: SectionBody[];
  enabled?: boolean;
  language?: string;
}

/** A section as the editor holds it: with its editing state and a temporary id when new. */
export interface EditorSectionOf<Stored extends SectionBase> {
  id: number;
  type: Stored['type'];
  weight: number;
  data: Stored['data'];
  isNew?: boolean;
  state?: string;
  hide?: boolean;
}

/**
 * Everything of the storefront API that carries sections, for one set of section types, given the
 * schemas `storefrontSchemasOf` (`./storefront.schemas.ts`) makes of theirs: the storefront feature
 * makes its own with the types of its registry, so responses and PATCH bodies are checked against
 * each type's contract.
 */
export function storefrontApiOf<Stored extends SectionBase>(schemas: StorefrontSchemas<Stored>) {
  type Section = Stored & { hide?: boolean };
  type Storefront = StorefrontOf<Section>;
  type StorefrontPatchBody = StorefrontPatchBodyOf<SectionBodyOf<Stored>>;
  type EditorSection = EditorSectionOf<Stored>;
  const { storefrontResponseSchema, sectionResponseSchema } = schemas;

  /**
   * docs/product.md §7: the PATCH body lists the sections in order, each without hide,
   * state and isNew; new ones get id null (their temporary ids mean nothing to
   * the server). Weights are the positions.
   */
  function toStorefrontPatchBody(
    editorSections: readonly EditorSection[],
    options: { enabled?: boolean; language?: string } = {},
  ): StorefrontPatchBody {
    const ordered = [...editorSections].sort((a, b) => a.weight - b.weight);
    return {
      ...options,
      sections: ordered.map(
        ({ id, type, data, isNew }, weight) =>
          ({ id: isNew || id <= 0 ? null : id, type, weight, data }) as unknown as SectionBodyOf<Stored>,
      ),
    };
  }

  /** GET storefront: the audience comes from the session; the language is the interface's. */
  const getStorefront = async (
    query: PublicStorefrontQuery = {},
    signal?: AbortSignal,
  ): Promise<Storefront> =>
    (await requestParsed(storefrontResponseSchema, STOREFRONT_PATH, { query, signal })).data as Storefront;

  const getStorefrontSection = async (id: number, language: string, signal?: AbortSignal): Promise<Section> =>
    (
      await requestParsed(sectionResponseSchema, `storefront_sections/${id}`, {
        query: { language },
        signal,
      })
    ).data as Section;

  const getManagedStorefront = async (query: ManageQuery, signal?: AbortSignal): Promise<Storefront> =>
    (
      await requestParsed(storefrontResponseSchema, 'storefront/manage', {
        query: toManageQuery(query),
        signal,
      })
    ).data as Storefront;

  const saveStorefront = async (id: number, body: StorefrontPatchBody): Promise<Storefront> =>
    (
      await requestParsed(storefrontResponseSchema, `storefront/manage/${id}`, {
        method: 'PATCH',
        body: body as unknown as Encodable,
      })
    ).data as Storefront;

  return {
    ...schemas,
    toStorefrontPatchBody,
    getStorefront,
    getStorefrontSection,
    getManagedStorefront,
    saveStorefront,
    storefrontQueryOptions: (query: PublicStorefrontQuery = {}) =>
      queryOptions({
        queryKey: keys.storefront.public(query),
        queryFn: ({ signal }) => getStorefront(query, signal),
        // Asked for with the page's chunk at start-up (the storefront's routes). A save refreshes it
        // (invalidation).
        staleTime: PREFETCHED_STALE_TIME_MS,
      }),
    storefrontSectionQueryOptions: (id: number, language: string) =>
      queryOptions({
        queryKey: keys.storefront.section(id, language),
        queryFn: ({ signal }) => getStorefrontSection(id, language, signal),
      }),
    managedStorefrontQueryOptions: (query: ManageQuery) =>
      queryOptions({
        queryKey: keys.storefront.manage(query),
        queryFn: ({ signal }) => getManagedStorefront(query, signal),
      }),
    /** After a save the public pages and the editor show the new sections. */
    saveStorefrontMutationOptions: (queryClient: QueryClient) =>
      mutationOptions({
        mutationKey: [...keys.storefront.all, 'save'],
        mutationFn: ({ id, body }: { id: number; body: StorefrontPatchBody }) => saveStorefront(id, body),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.storefront.all }),
      }),
  };
}

export type Storefront = StorefrontOf<AnyStoredSection & { hide?: boolean }>;
export type StorefrontPatchBody = StorefrontPatchBodyOf<SectionBodyOf<AnyStoredSection>>;
export type EditorSection = EditorSectionOf<AnyStoredSection>;
