import {
  type EditorSectionOf,
  type StorefrontOf,
  type StorefrontPatchBodyOf,
  storefrontApiOf,
} from '@/api/storefront';
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
export const {
  storefrontSchema,
  storefrontResponseSchema,
  storefrontPatchBodySchema,
  toStorefrontPatchBody,
  getStorefront,
  getStorefrontSection,
  getManagedStorefront,
  saveStorefront,
  storefrontQueryOptions,
  storefrontSectionQueryOptions,
  managedStorefrontQueryOptions,
  saveStorefrontMutationOptions,
} = storefrontApiOf<StoredSection>({ storedSectionSchema, sectionSchema, sectionBodySchema });

export type Storefront = StorefrontOf<Section>;
export type StorefrontPatchBody = StorefrontPatchBodyOf<SectionBody>;
export type EditorSection = EditorSectionOf<StoredSection>;
