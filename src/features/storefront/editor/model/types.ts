/**
 * Storefront editor types (SPEC.md §3). Kept in this one file until the API
 * module (`src/api/storefront*.ts`) publishes its schemas; then these become
 * re-exports of the API's types.
 */

/** Section types of the library (ARCHITECTURE.md, storefront sections). */
export const SECTION_TYPES = [
  'hero',
  'rich_text',
  'trainings',
  'categories',
  'image_text',
  'call_to_action',
  'carousel',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** SPEC.md §4: create, edit, settings, customize, view ("others possible"). */
export type SectionState = 'create' | 'edit' | 'settings' | 'customize' | 'view';

/** The states in which a section is the one being edited. */
export const EDITING_STATES: ReadonlySet<SectionState> = new Set(['create', 'edit', 'settings', 'customize']);

export type RestrictionScalar = string | number;
/** SPEC.md §5: a string, a number, an array of them, or empty. */
export type RestrictionValue = RestrictionScalar | RestrictionScalar[] | null;

export interface Restriction {
  rule: 'and';
  /** language, country, title, organizations, or a vocabulary's machine name. */
  type: string;
  value: RestrictionValue;
}

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
