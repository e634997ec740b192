import { byWeight, cloneSection, insertAt, moveTo, nextTemporaryId, renumber } from './sections';
import {
  EDITING_STATES,
  type LoadedStorefront,
  type Restriction,
  type Section,
  type SectionAppearance,
  type SectionContent,
  type SectionId,
  type SectionSettings,
  type SectionState,
  type SectionType,
  type StorefrontConfig,
} from './types';

export const emptyConfig = (): StorefrontConfig => ({
  id: null,
  enabled: true,
  language: 'en',
  sections: [],
  buffer: null,
  editingId: null,
  changed: false,
  restrictions: [],
});

export const emptySectionData = (): Section['data'] => ({
  content: {},
  settings: {},
  appearance: {},
  restrictions: [],
});

export type EditorAction =
  | { type: 'load'; storefront: LoadedStorefront; restrictions?: Restriction[] }
  | { type: 'leave' }
  | { type: 'setState'; id: SectionId; state: SectionState }
  | { type: 'create'; index: number; sectionType: SectionType; data?: Partial<Section['data']> }
  | { type: 'cancel'; id: SectionId }
  | { type: 'move'; id: SectionId; index: number }
  /** A cancelled keyboard move: the section back where it was picked up, `changed` back as it was then. */
  | { type: 'putBack'; id: SectionId; index: number; changed: boolean }
  | { type: 'remove'; id: SectionId }
  | { type: 'updateContent'; id: SectionId; content: SectionContent }
  | { type: 'updateSettings'; id: SectionId; settings: SectionSettings }
  | { type: 'updateAppearance'; id: SectionId; appearance: SectionAppearance }
  | { type: 'updateRestrictions'; id: SectionId; restrictions: Restriction[] }
  | { type: 'copy'; id: SectionId }
  | { type: 'discardCopy' }
  | { type: 'paste'; index: number }
  | { type: 'setEnabled'; enabled: boolean };

const isEditingState = (state: SectionState) => EDITING_STATES.has(state);

/** Puts one section into `state`; entering an editing state returns any other edited section to view. */
function withState(config: StorefrontConfig, id: SectionId, state: SectionState): StorefrontConfig {
  if (!config.sections.some((section) => section.id === id)) return config;
  const editing = isEditingState(state);
  const sections = config.sections.map((section) => {
    if (section.id === id) return section.state === state ? section : { ...section, state };
    if (editing && isEditingState(section.state)) return { ...section, state: 'view' as const };
    return section;
  });
  return {
    ...config,
    sections,
    editingId: editing ? id : config.editingId === id ? null : config.editingId,
  };
}

function updateData<K extends keyof Section['data']>(
  config: StorefrontConfig,
  id: SectionId,
  key: K,
  value: Section['data'][K],
): StorefrontConfig {
  if (!config.sections.some((section) => section.id === id)) return config;
  return {
    ...config,
    changed: true,
    sections: config.sections.map((section) =>
      section.id === id ? { ...section, data: { ...section.data, [key]: value } } : section,
    ),
  };
}

/** Every section starts in view, ordered by its weight. */
function loadSections(loaded: LoadedStorefront['sections']): Section[] {
  const withWeights = loaded.map((section, index) => ({
    ...section,
    weight: section.weight ?? index,
    state: 'view' as const,
    isNew: false,
  }));
  return renumber(byWeight(withWeights));
}

/**
 * The editor's state model (docs/product.md §4). Pure and immutable: the same input
 * always gives the same output, and an action that does not apply (an unknown
 * id, paste with an empty buffer) returns the config unchanged.
 */
export function editorReducer(config: StorefrontConfig, action: EditorAction): StorefrontConfig {
  switch (action.type) {
    case 'load':
      return {
        ...emptyConfig(),
        id: action.storefront.id,
        enabled: action.storefront.enabled ?? true,
        language: action.storefront.language ?? 'en',
        sections: loadSections(action.storefront.sections),
        restrictions: action.restrictions ?? [],
      };
    case 'leave':
      return emptyConfig();
    case 'setState':
      return withState(config, action.id, action.state);
    case 'create': {
      const id = nextTemporaryId(config.sections, config.buffer);
      const section: Section = {
        id,
        type: action.sectionType,
        state: 'create',
        isNew: true,
        weight: 0,
        changedBefore: config.changed,
        data: { ...emptySectionData(), ...action.data },
      };
      const inserted = {
        ...config,
        sections: insertAt(config.sections, action.index, section),
        changed: true,
      };
      return withState(inserted, id, 'create');
    }
    case 'cancel': {
      const section = config.sections.find((candidate) => candidate.id === action.id);
      if (!section) return config;
      // Cancelling the form of a section that was never filled in drops it, and leaves the storefront
      // as changed as it was before.
      if (section.state === 'create') {
        const removed = editorReducer(config, { type: 'remove', id: action.id });
        return { ...removed, changed: section.changedBefore ?? removed.changed };
      }
      return withState(config, action.id, 'view');
    }
    case 'move': {
      const current = config.sections.findIndex((section) => section.id === action.id);
      if (current < 0) return config;
      const sections = moveTo(config.sections, action.id, action.index);
      if (sections.every((section, index) => section === config.sections[index])) return config;
      return { ...config, sections, changed: true };
    }
    case 'putBack': {
      const moved = editorReducer(config, { type: 'move', id: action.id, index: action.index });
      return moved.changed === action.changed ? moved : { ...moved, changed: action.changed };
    }
    case 'remove': {
      if (!config.sections.some((section) => section.id === action.id)) return config;
      return {
        ...config,
        sections: renumber(config.sections.filter((section) => section.id !== action.id)),
        editingId: config.editingId === action.id ? null : config.editingId,
        changed: true,
      };
    }
    case 'updateContent':
      return updateData(config, action.id, 'content', action.content);
    case 'updateSettings':
      return updateData(config, action.id, 'settings', action.settings);
    case 'updateAppearance':
      return updateData(config, action.id, 'appearance', action.appearance);
    case 'updateRestrictions':
      return updateData(config, action.id, 'restrictions', action.restrictions);
    case 'copy': {
      const section = config.sections.find((candidate) => candidate.id === action.id);
      if (!section) return config;
      return { ...config, buffer: { ...cloneSection(section), state: 'view' } };
    }
    case 'discardCopy':
      return config.buffer ? { ...config, buffer: null } : config;
    case 'paste': {
      if (!config.buffer) return config;
      const { hide: _hide, ...copied } = cloneSection(config.buffer);
      const pasted: Section = {
        ...copied,
        id: nextTemporaryId(config.sections, config.buffer),
        isNew: true,
        state: 'view',
      };
      return {
        ...config,
        sections: insertAt(config.sections, action.index, pasted),
        buffer: null,
        changed: true,
      };
    }
    case 'setEnabled':
      return config.enabled === action.enabled
        ? config
        : { ...config, enabled: action.enabled, changed: true };
  }
}
