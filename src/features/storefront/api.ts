import type { Endpoint } from '@/api/endpoint';
import {
  type EditorSectionOf,
  type StorefrontOf,
  type StorefrontPatchBodyOf,
  storefrontApiOf,
} from '@/api/storefront';
import { storefrontEndpointsOf, storefrontSchemasOf } from '@/api/storefront.schemas';
import {
  type Section,
  type SectionBody,
  type StoredSection,
  sectionBodySchema,
  sectionSchema,
  storedSectionSchema,
} from './sections/contract';

/**
 * The storefront's calls with every section type's strict contract (`sections/contract.ts`): a
 * section whose type or shape the registry does not know fails the response's parsing, and the
 * PATCH body has the shape the server checks.
 */
export const storefrontApi = storefrontApiOf(
  storefrontSchemasOf<StoredSection>({ storedSectionSchema, sectionSchema, sectionBodySchema }),
);

// What the pages, the mock and the tests use; the calls themselves stay behind the query options.
export const {
  storefrontSchema,
  storefrontPatchBodySchema,
  toStorefrontPatchBody,
  storefrontQueryOptions,
  storefrontSectionQueryOptions,
  managedStorefrontQueryOptions,
  saveStorefrontMutationOptions,
} = storefrontApi;

/** The storefront's entries of the published API contract, each section type's shape spelt out. */
export const storefrontEndpoints: Endpoint[] = storefrontEndpointsOf(storefrontApi);

export type Storefront = StorefrontOf<Section>;
export type StorefrontPatchBody = StorefrontPatchBodyOf<SectionBody>;
export type EditorSection = EditorSectionOf<StoredSection>;
