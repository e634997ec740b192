import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod-mini';
import { requestParsed } from './client';
import type { Encodable } from './encode';
import { type Endpoint, endpoint, envelope } from './endpoint';
import { hexColourSchema, idSchema, imageUrlSchema, languageCodeSchema } from './formats';
import { refetchAfterFailedSave } from './incentives-settings';
import { keys } from './keys';
import { PREFETCHED_STALE_TIME_MS } from './query-client';
import { STOREFRONT_PATH } from './storefront.constants';
import {
  type AnyStoredSection,
  anySectionSchemas,
  type Restriction,
  restrictionSchema,
  type SectionBase,
  type SectionBodyOf,
  type SectionSchemas,
} from './storefront-sections';

export const STOREFRONT_TYPES = ['registered', 'unregistered'] as const;
export const storefrontTypeSchema = z.enum(STOREFRONT_TYPES);
export type StorefrontType = z.infer<typeof storefrontTypeSchema>;

/** GET storefront: the audience comes from the session; the language is the interface's. */
export const publicStorefrontQuerySchema = z.object({ language: z.optional(languageCodeSchema) });
export type PublicStorefrontQuery = z.infer<typeof publicStorefrontQuerySchema>;

/** One restriction type the target-audience dialog offers; `options` only where no list endpoint exists (title). */
export const restrictionTypeSchema = z.object({
  type: z.string(),
  label: z.string(),
  /** Where the options come from: a list endpoint, a vocabulary's terms, or `options` below. */
  source: z.enum(['languages', 'countries', 'organizations', 'vocabulary', 'options']),
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
});
export type RestrictionType = z.infer<typeof restrictionTypeSchema>;

const hexColour = hexColourSchema;

/** Fonts the appearance offers: Inter ships with the app, the others are on every system. */
export const APPEARANCE_FONTS = ['Inter', 'Georgia', 'Verdana', 'Courier New'] as const;
/** Corner styles, mapped onto the radii of inputs, buttons and cards (docs/design-system.md). */
export const APPEARANCE_ROUNDNESS = ['square', 'soft', 'round'] as const;

/**
 * Storefront-wide look, the defaults every section's appearance refines. The optional part is the
 * site's brand as the appearance page edits it (docs/design-system.md, "From the appearance to the
 * tokens"): header and secondary colours, font, roundness, and the uploaded logo, favicon and
 * background (URLs returned by POST files; null when removed).
 */
export const storefrontAppearanceSchema = z.object({
  background_color: hexColour,
  text_color: hexColour,
  accent_color: hexColour,
  section_spacing: z.enum(['small', 'medium', 'large']),
  content_width: z.enum(['narrow', 'normal', 'wide']),
  card_style: z.enum(['flat', 'outlined', 'elevated']),
  secondary_color: z.optional(hexColour),
  header_color: z.optional(hexColour),
  font: z.optional(z.enum(APPEARANCE_FONTS)),
  roundness: z.optional(z.enum(APPEARANCE_ROUNDNESS)),
  logo: z.optional(z.nullable(imageUrlSchema)),
  favicon: z.optional(z.nullable(imageUrlSchema)),
  site_background: z.optional(z.nullable(imageUrlSchema)),
});
export type StorefrontAppearance = z.infer<typeof storefrontAppearanceSchema>;
export const storefrontAppearanceResponseSchema = envelope(storefrontAppearanceSchema);

/** docs/product.md §3: the restrictions list (each with type) and the appearance settings object. */
export const storefrontSettingsSchema = z.object({
  restrictions: z.array(restrictionTypeSchema),
  appearance: storefrontAppearanceSchema,
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;
export const storefrontSettingsResponseSchema = envelope(storefrontSettingsSchema);

/**
 * GET storefront/manage. The editor asks with `type` and `preview: 1`; with an
 * audience (`restrictions`) the server marks the sections that audience would
 * not see with `hide`.
 */
export const manageQuerySchema = z.object({
  type: storefrontTypeSchema,
  preview: z.optional(z.literal(1)),
  language: z.optional(languageCodeSchema),
  restrictions: z.optional(z.array(restrictionSchema)),
});
export type ManageQuery = z.infer<typeof manageQuerySchema>;

/** The audience to preview as GET storefront/manage query values. */
const toManageQuery = (query: ManageQuery): Encodable => ({
  ...query,
  restrictions: query.restrictions?.map((restriction: Restriction) => ({ ...restriction })),
});

export const getStorefrontSettings = async (signal?: AbortSignal): Promise<StorefrontSettings> =>
  (await requestParsed(storefrontSettingsResponseSchema, 'storefront/settings', { signal })).data;

export const getStorefrontAppearance = async (signal?: AbortSignal): Promise<StorefrontAppearance> =>
  (await requestParsed(storefrontAppearanceResponseSchema, 'settings/storefront/appearance', { signal }))
    .data;

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
    await requestParsed(storefrontAppearanceResponseSchema, 'settings/storefront/appearance', {
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
 * Everything of the storefront API that carries sections, for one set of section types (their
 * strict schemas from `sectionSchemasOf`): the storefront feature makes its own with the types of
 * its registry, so responses and PATCH bodies are checked against each type's contract; the exports
 * below this function are the same calls for sections of any type.
 */
export function storefrontApiOf<Stored extends SectionBase>(sections: SectionSchemas<Stored>) {
  type Section = Stored & { hide?: boolean };
  type Storefront = StorefrontOf<Section>;
  type StorefrontPatchBody = StorefrontPatchBodyOf<SectionBodyOf<Stored>>;
  type EditorSection = EditorSectionOf<Stored>;
  const { sectionSchema, sectionBodySchema } = sections;

  /** docs/product.md §3: id, enabled (default true), language (default en), sections. */
  const storefrontSchema = z.object({
    id: idSchema,
    type: storefrontTypeSchema,
    enabled: z._default(z.boolean(), true),
    language: z._default(languageCodeSchema, 'en'),
    /** Sorted by weight. */
    sections: z.array(sectionSchema),
  });
  const storefrontResponseSchema = envelope(storefrontSchema);
  const sectionResponseSchema = envelope(sectionSchema);
  const storefrontPatchBodySchema = z.object({
    sections: z.array(sectionBodySchema),
    enabled: z.optional(z.boolean()),
    language: z.optional(z.string()),
  });

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
    storefrontSchema,
    storefrontResponseSchema,
    sectionResponseSchema,
    storefrontPatchBodySchema,
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

/**
 * The calls for sections of any type, each section checked for what every type shares (id, type,
 * weight, appearance, restrictions) and its content and settings only for being objects. The
 * published contract (docs/api/openapi.json) documents them; the storefront feature uses its own
 * `storefrontApiOf(...)` with every type's strict contract.
 */
export const anySectionStorefrontApi = storefrontApiOf<AnyStoredSection>(anySectionSchemas);
export type Storefront = StorefrontOf<AnyStoredSection & { hide?: boolean }>;
export type StorefrontPatchBody = StorefrontPatchBodyOf<SectionBodyOf<AnyStoredSection>>;
export type EditorSection = EditorSectionOf<AnyStoredSection>;

/**
 * The storefront's entries of the API contract, with the given sections' schemas. The contract
 * (`./contract.ts`, docs/api/openapi.json) lists them for sections of any type; a tool that may
 * read the storefront feature can document every type's shape with its schemas.
 */
export const storefrontEndpointsOf = ({
  storefrontResponseSchema,
  sectionResponseSchema,
  storefrontPatchBodySchema,
}: Pick<
  ReturnType<typeof storefrontApiOf>,
  'storefrontResponseSchema' | 'sectionResponseSchema' | 'storefrontPatchBodySchema'
>): Endpoint[] => [
  endpoint({
    method: 'GET',
    path: 'storefront',
    group: 'storefront',
    summary:
      'The storefront for the session’s audience (registered when signed in), sections filtered by restrictions',
    visitors: true,
    query: publicStorefrontQuerySchema,
    response: storefrontResponseSchema,
    example: { query: { language: 'en' } },
  }),
  endpoint({
    method: 'GET',
    path: 'storefront/settings',
    group: 'storefront',
    summary: 'Restriction types of the target-audience dialog and the storefront appearance',
    visitors: true,
    response: storefrontSettingsResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: 'storefront_sections/{id}',
    group: 'storefront',
    summary: 'One section of the storefront (its own page)',
    visitors: true,
    query: z.object({ language: z.optional(languageCodeSchema) }),
    response: sectionResponseSchema,
    example: { params: { id: 1 }, query: { language: 'en' } },
  }),
  endpoint({
    method: 'GET',
    path: 'storefront/manage',
    group: 'storefront',
    summary:
      'A storefront for the editor: every section; with restrictions, `hide` marks what that audience would not see',
    query: manageQuerySchema,
    response: storefrontResponseSchema,
    example: { query: { type: 'registered', preview: 1 } },
  }),
  endpoint({
    method: 'PATCH',
    path: 'storefront/manage/{id}',
    group: 'storefront',
    summary: 'Save the sections in order (new ones without id); responds with the saved storefront',
    body: storefrontPatchBodySchema,
    response: storefrontResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'GET',
    path: 'settings/storefront/appearance',
    group: 'storefront',
    summary: 'Storefront-wide colours, spacing, width and card style',
    response: storefrontAppearanceResponseSchema,
  }),
  endpoint({
    method: 'POST',
    path: 'settings/storefront/appearance',
    group: 'storefront',
    summary: 'Save the storefront appearance; responds with the saved settings',
    body: storefrontAppearanceSchema,
    multipart: true,
    response: storefrontAppearanceResponseSchema,
    fieldErrors: true,
  }),
];

export const storefrontEndpoints: Endpoint[] = storefrontEndpointsOf(anySectionStorefrontApi);
