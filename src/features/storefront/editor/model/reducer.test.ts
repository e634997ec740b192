import { describe, expect, it } from 'vitest';
import { emptyConfig, editorReducer as reduce } from './reducer';
import { idsInOrder, loadedConfig, serverSection } from './testing';
import type { Restriction } from './types';

const weights = (config: ReturnType<typeof emptyConfig>) => config.sections.map((section) => section.weight);
const audience: Restriction[] = [{ rule: 'and', type: 'language', value: 'fr' }];

describe('load', () => {
  it('resets the config with changed false, sections in weight order and in view', () => {
    const dirty = reduce(loadedConfig(2), { type: 'copy', id: 1 });
    const config = reduce(
      { ...dirty, changed: true, editingId: 2 },
      {
        type: 'load',
        storefront: {
          id: 3,
          enabled: false,
          language: 'fr',
          sections: [serverSection(10, 'hero', 5), serverSection(11, 'carousel', 1)],
        },
        restrictions: audience,
      },
    );
    expect(config).toMatchObject({ id: 3, enabled: false, language: 'fr', changed: false, editingId: null });
    expect(config.buffer).toBeNull();
    expect(config.restrictions).toEqual(audience);
    expect(idsInOrder(config)).toEqual([11, 10]);
    expect(weights(config)).toEqual([0, 1]);
    expect(config.sections.every((section) => section.state === 'view' && !section.isNew)).toBe(true);
  });

  it('defaults to enabled, English and no audience', () => {
    const config = reduce(emptyConfig(), { type: 'load', storefront: { id: 1, sections: [] } });
    expect(config).toMatchObject({ enabled: true, language: 'en', restrictions: [] });
  });
});

describe('leave', () => {
  it('clears everything', () => {
    const config = reduce(reduce(loadedConfig(3), { type: 'remove', id: 1 }), { type: 'leave' });
    expect(config).toEqual(emptyConfig());
  });
});

describe('setState', () => {
  it.each(['create', 'edit', 'settings', 'customize'] as const)(
    '%s makes the section the one being edited',
    (state) => {
      const config = reduce(loadedConfig(3), { type: 'setState', id: 2, state });
      expect(config.editingId).toBe(2);
      expect(config.sections[1]?.state).toBe(state);
      expect(config.changed).toBe(false);
    },
  );

  it('view clears the section being edited', () => {
    const editing = reduce(loadedConfig(3), { type: 'setState', id: 2, state: 'settings' });
    const config = reduce(editing, { type: 'setState', id: 2, state: 'view' });
    expect(config.editingId).toBeNull();
    expect(config.sections[1]?.state).toBe('view');
  });

  it('editing another section returns the first one to view', () => {
    const first = reduce(loadedConfig(3), { type: 'setState', id: 1, state: 'edit' });
    const config = reduce(first, { type: 'setState', id: 3, state: 'customize' });
    expect(config.editingId).toBe(3);
    expect(config.sections.map((section) => section.state)).toEqual(['view', 'view', 'customize']);
  });

  it('ignores an unknown section', () => {
    const config = loadedConfig(2);
    expect(reduce(config, { type: 'setState', id: 99, state: 'edit' })).toBe(config);
  });
});

describe('create', () => {
  it('inserts at the index with a temporary id, renumbers, marks it editing and changed', () => {
    const config = reduce(loadedConfig(3), { type: 'create', index: 1, sectionType: 'hero' });
    expect(idsInOrder(config)).toEqual([1, -1, 2, 3]);
    expect(weights(config)).toEqual([0, 1, 2, 3]);
    expect(config.sections[1]).toMatchObject({ type: 'hero', state: 'create', isNew: true });
    expect(config.editingId).toBe(-1);
    expect(config.changed).toBe(true);
  });

  it('clamps the index and gives every new section a fresh id', () => {
    let config = reduce(loadedConfig(1), { type: 'create', index: 99, sectionType: 'trainings' });
    config = reduce(config, { type: 'create', index: -5, sectionType: 'carousel' });
    expect(idsInOrder(config)).toEqual([-2, 1, -1]);
    expect(config.sections.filter((section) => section.state === 'create')).toHaveLength(1);
  });

  it('starts with the given data', () => {
    const config = reduce(emptyConfig(), {
      type: 'create',
      index: 0,
      sectionType: 'call_to_action',
      data: { content: { label: 'Go' } },
    });
    expect(config.sections[0]?.data).toEqual({
      content: { label: 'Go' },
      settings: {},
      appearance: {},
      restrictions: [],
    });
  });
});

describe('cancel', () => {
  it('drops a section still being created', () => {
    const created = reduce(loadedConfig(2), { type: 'create', index: 0, sectionType: 'hero' });
    const config = reduce(created, { type: 'cancel', id: -1 });
    expect(idsInOrder(config)).toEqual([1, 2]);
    expect(config.editingId).toBeNull();
    // Nothing was added: the storefront is as changed as before (Save stays off).
    expect(config.changed).toBe(false);
    const moved = reduce(loadedConfig(2), { type: 'move', id: 2, index: 0 });
    const cancelled = reduce(reduce(moved, { type: 'create', index: 0, sectionType: 'hero' }), {
      type: 'cancel',
      id: -1,
    });
    expect(cancelled.changed).toBe(true);
  });

  it('returns an edited section to view without marking changed', () => {
    const editing = reduce(loadedConfig(2), { type: 'setState', id: 2, state: 'edit' });
    const config = reduce(editing, { type: 'cancel', id: 2 });
    expect(config.sections[1]?.state).toBe('view');
    expect(config.editingId).toBeNull();
    expect(config.changed).toBe(false);
  });
});

describe('move', () => {
  it('moves a section to an index, renumbers and marks changed', () => {
    const config = reduce(loadedConfig(4), { type: 'move', id: 1, index: 2 });
    expect(idsInOrder(config)).toEqual([2, 3, 1, 4]);
    expect(weights(config)).toEqual([0, 1, 2, 3]);
    expect(config.changed).toBe(true);
  });

  it('does nothing when the section stays where it is', () => {
    const config = loadedConfig(3);
    expect(reduce(config, { type: 'move', id: 3, index: 2 })).toBe(config);
    expect(reduce(config, { type: 'move', id: 3, index: 50 })).toBe(config);
    expect(reduce(config, { type: 'move', id: 42, index: 0 })).toBe(config);
  });
});

describe('putBack', () => {
  it('returns a section where a keyboard move picked it up, with changed as it was then', () => {
    const moved = reduce(reduce(loadedConfig(4), { type: 'move', id: 1, index: 1 }), {
      type: 'move',
      id: 1,
      index: 3,
    });
    const config = reduce(moved, { type: 'putBack', id: 1, index: 0, changed: false });
    expect(idsInOrder(config)).toEqual([1, 2, 3, 4]);
    expect(weights(config)).toEqual([0, 1, 2, 3]);
    expect(config.changed).toBe(false);
  });

  it('keeps changed when the editor had changes before the pick-up', () => {
    const dirty = reduce(loadedConfig(3), { type: 'setEnabled', enabled: false });
    const moved = reduce(dirty, { type: 'move', id: 3, index: 0 });
    expect(reduce(moved, { type: 'putBack', id: 3, index: 2, changed: true }).changed).toBe(true);
  });
});

describe('remove', () => {
  it('removes, renumbers and marks changed', () => {
    const config = reduce(loadedConfig(3), { type: 'remove', id: 2 });
    expect(idsInOrder(config)).toEqual([1, 3]);
    expect(weights(config)).toEqual([0, 1]);
    expect(config.changed).toBe(true);
  });

  it('clears the section being edited when it is removed', () => {
    const editing = reduce(loadedConfig(3), { type: 'setState', id: 2, state: 'edit' });
    expect(reduce(editing, { type: 'remove', id: 2 }).editingId).toBeNull();
    expect(reduce(editing, { type: 'remove', id: 3 }).editingId).toBe(2);
  });
});

describe('updates', () => {
  it.each([
    ['updateContent', 'content', { content: { title: 'New' } }],
    ['updateSettings', 'settings', { settings: { size: 8 } }],
    ['updateAppearance', 'appearance', { appearance: { textColor: '#000000' } }],
    ['updateRestrictions', 'restrictions', { restrictions: audience }],
  ] as const)('%s replaces data.%s and marks changed', (type, key, payload) => {
    const before = loadedConfig(2);
    const config = reduce(before, { type, id: 2, ...payload } as Parameters<typeof reduce>[1]);
    expect(config.sections[1]?.data[key]).toEqual(Object.values(payload)[0]);
    expect(config.sections[0]).toBe(before.sections[0]);
    expect(config.changed).toBe(true);
  });

  it('ignores an unknown section', () => {
    const config = loadedConfig(1);
    expect(reduce(config, { type: 'updateContent', id: 5, content: {} })).toBe(config);
  });
});

describe('copy and paste', () => {
  it('copy stores a deep copy in the buffer without marking changed', () => {
    const before = loadedConfig(2);
    const config = reduce(before, { type: 'copy', id: 2 });
    expect(config.buffer).toEqual(before.sections[1]);
    expect(config.buffer?.data).not.toBe(before.sections[1]?.data);
    expect(config.changed).toBe(false);
  });

  it('paste inserts a new section with a new id, isNew and view, clears the buffer and marks changed', () => {
    const copied = reduce(reduce(loadedConfig(3), { type: 'setState', id: 2, state: 'edit' }), {
      type: 'copy',
      id: 2,
    });
    expect(copied.buffer?.state).toBe('view');
    const config = reduce(copied, { type: 'paste', index: 0 });
    expect(idsInOrder(config)).toEqual([-1, 1, 2, 3]);
    expect(config.sections[0]).toMatchObject({ isNew: true, state: 'view', type: 'rich_text', weight: 0 });
    expect(config.sections[0]?.data).toEqual(copied.buffer?.data);
    expect(config.buffer).toBeNull();
    expect(config.changed).toBe(true);
  });

  it('the pasted copy does not inherit the preview flag', () => {
    const config = reduce(
      reduce(emptyConfig(), {
        type: 'load',
        storefront: { id: 1, sections: [{ ...serverSection(1), hide: true }] },
      }),
      { type: 'copy', id: 1 },
    );
    expect(reduce(config, { type: 'paste', index: 1 }).sections[1]).not.toHaveProperty('hide');
  });

  it('paste with an empty buffer does nothing; discardCopy empties it', () => {
    const config = loadedConfig(2);
    expect(reduce(config, { type: 'paste', index: 0 })).toBe(config);
    const copied = reduce(config, { type: 'copy', id: 1 });
    expect(reduce(copied, { type: 'discardCopy' }).buffer).toBeNull();
  });
});

describe('setEnabled', () => {
  it('marks changed only when the value changes', () => {
    const config = loadedConfig(1);
    expect(reduce(config, { type: 'setEnabled', enabled: true })).toBe(config);
    expect(reduce(config, { type: 'setEnabled', enabled: false })).toMatchObject({
      enabled: false,
      changed: true,
    });
  });
});

it('never mutates its input', () => {
  const config = Object.freeze(loadedConfig(3));
  const frozen = structuredClone(config);
  reduce(config, { type: 'move', id: 1, index: 2 });
  reduce(config, { type: 'create', index: 1, sectionType: 'hero' });
  reduce(reduce(config, { type: 'copy', id: 3 }), { type: 'paste', index: 0 });
  reduce(config, { type: 'updateContent', id: 1, content: { title: 'x' } });
  expect(config).toEqual(frozen);
});
