import type { Restriction } from '@/api/storefront-sections';
import type { SectionType } from '../../sections/contract';

/**
 * Storefront editor types (docs/product.md §3). Section types are the section
 * library's (`sections/registry.ts`), restrictions the API's
 * (`src/api/storefront-sections.ts`); a section's data stays loosely typed here
 * because the model never looks inside it — the section library parses it per type.
 */

export { SECTION_TYPES, type SectionType } from '../../sections/contract';

/** docs/product.md §4: create, edit, settings, customize, view ("others possible"). */
export type SectionState = 'create' | 'edit' | 'settings' | 'customize' | 'view';

/** The states in which a section is the one being edited. */
export const EDITING_STATES: ReadonlySet<SectionState> = new Set(['create', 'edit', 'settings', 'customize']);

export type { Restriction } from '@/api/storefront-sections';
export type RestrictionValue = Restriction['value'];
export type RestrictionScalar = Exclude<RestrictionValue, null | unknown[]>;

export type SectionContent = Record<string, unknown>;
export type SectionSettings = Record<string, unknown>;
export type SectionAppearance = Record<string, unknown>;

export interface SectionData {
  content: SectionContent;
  settings: SectionSettings;
  appearance: SectionAppearance;
  restrictions: Restriction[];
}

/** Server ids are positive; sections created in the editor get temporary negative ids. */
export type SectionId = number;

export interface Section {
  id: SectionId;
  type: SectionType;
  state: SectionState;
  /** True for sections created or pasted in this editing session (sent with id null). */
  isNew: boolean;
  /** Position, contiguous 0..n-1 in display order. */
  weight: number;
  /** Set by the server's audience preview: the chosen audience would not see this section. */
  hide?: boolean;
  /** A section being created: whether the storefront had changes before, which cancelling it restores. */
  changedBefore?: boolean;
  data: SectionData;
}

export interface StorefrontConfig {
  id: number | null;
  enabled: boolean;
  language: string;
  sections: Section[];
  /** One copied section waiting to be pasted. */
  buffer: Section | null;
  /** The section in create/edit/settings/customize, if any. */
  editingId: SectionId | null;
  changed: boolean;
  /** The chosen target audience as restrictions; empty when none is chosen. */
  restrictions: Restriction[];
}

/** What GET storefront/manage gives the editor to load. */
export interface LoadedStorefront {
  id: number | null;
  enabled?: boolean;
  language?: string;
  sections: Array<
    Omit<Section, 'state' | 'isNew' | 'weight'> & Partial<Pick<Section, 'state' | 'isNew' | 'weight'>>
  >;
}
