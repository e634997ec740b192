import type { Section, StorefrontConfig } from './types';

export type SaveBlocker = 'editing' | 'buffer' | 'unchanged';

/** docs/product.md §4: the tooltip of the disabled Save button for each reason (source strings for t()). */
export const SAVE_BLOCKER_MESSAGES: Record<SaveBlocker, string> = {
  editing: 'Finish editing to enable saving',
  unchanged: "You're all set! Everything is up to date",
  buffer: 'Paste the section to enable saving',
};

export interface SaveAvailability {
  canSave: boolean;
  blocker: SaveBlocker | null;
  /** Source string of the tooltip, or null when saving is possible. */
  reason: string | null;
}

/**
 * Save is disabled while a section is edited, with no changes, or with a copied
 * section pending. When several hold, the one the user can act on first wins:
 * finish editing, then paste (a copy alone changes nothing, and pasting is what
 * would enable saving), then "up to date".
 */
export function selectSaveAvailability(config: StorefrontConfig): SaveAvailability {
  const blocker: SaveBlocker | null =
    config.editingId !== null ? 'editing' : config.buffer ? 'buffer' : !config.changed ? 'unchanged' : null;
  return { canSave: blocker === null, blocker, reason: blocker ? SAVE_BLOCKER_MESSAGES[blocker] : null };
}

export const selectEditingSection = (config: StorefrontConfig): Section | undefined =>
  config.editingId === null ? undefined : config.sections.find((section) => section.id === config.editingId);

export const selectIsEditing = (config: StorefrontConfig): boolean => config.editingId !== null;

/** docs/product.md §2: Target audience is disabled while unsaved changes exist. */
export const selectCanChooseAudience = (config: StorefrontConfig): boolean => !config.changed;

export const selectHasAudience = (config: StorefrontConfig): boolean => config.restrictions.length > 0;

export const selectHasUnsavedChanges = (config: StorefrontConfig): boolean => config.changed;

export const selectHasCopiedSection = (config: StorefrontConfig): boolean => config.buffer !== null;

/** Position of each id, built once per sections array: hundreds of per-section subscribers look theirs up on every change. */
const positions = new WeakMap<readonly Section[], Map<number, number>>();

/** The section's position in display order, or -1 when it is not there. */
export function selectSectionIndex(config: StorefrontConfig, id: number): number {
  let map = positions.get(config.sections);
  if (!map) {
    map = new Map(config.sections.map((section, index) => [section.id, index]));
    positions.set(config.sections, map);
  }
  return map.get(id) ?? -1;
}

export const selectSection = (config: StorefrontConfig, id: number): Section | undefined =>
  config.sections[selectSectionIndex(config, id)];

export const selectSectionCount = (config: StorefrontConfig): number => config.sections.length;
