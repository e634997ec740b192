import { describe, expect, it } from 'vitest';
import { editorReducer as reduce } from './reducer';
import {
  selectCanChooseAudience,
  selectEditingSection,
  selectHasAudience,
  selectSaveAvailability,
} from './selectors';
import { loadedConfig } from './testing';

describe('selectSaveAvailability', () => {
  it('is disabled with no changes', () => {
    expect(selectSaveAvailability(loadedConfig(2))).toEqual({
      canSave: false,
      blocker: 'unchanged',
      reason: "You're all set! Everything is up to date",
    });
  });

  it('is enabled once something changed', () => {
    expect(selectSaveAvailability(reduce(loadedConfig(2), { type: 'remove', id: 1 }))).toEqual({
      canSave: true,
      blocker: null,
      reason: null,
    });
  });

  it('is disabled while a section is edited, whatever else holds', () => {
    const config = reduce(reduce(loadedConfig(2), { type: 'copy', id: 1 }), {
      type: 'create',
      index: 0,
      sectionType: 'hero',
    });
    expect(selectSaveAvailability(config)).toMatchObject({
      canSave: false,
      reason: 'Finish editing to enable saving',
    });
  });

  it('is disabled with a copied section pending, changed or not', () => {
    const copied = reduce(loadedConfig(2), { type: 'copy', id: 1 });
    expect(selectSaveAvailability(copied).reason).toBe('Paste the section to enable saving');
    const changed = reduce(copied, { type: 'remove', id: 2 });
    expect(selectSaveAvailability(changed)).toMatchObject({ canSave: false, blocker: 'buffer' });
    expect(selectSaveAvailability(reduce(changed, { type: 'paste', index: 0 })).canSave).toBe(true);
  });
});

describe('other selectors', () => {
  it('the audience can be chosen only without unsaved changes', () => {
    const config = loadedConfig(2);
    expect(selectCanChooseAudience(config)).toBe(true);
    expect(selectCanChooseAudience(reduce(config, { type: 'move', id: 1, index: 1 }))).toBe(false);
  });

  it('knows the section being edited and whether an audience is chosen', () => {
    const config = reduce(loadedConfig(2), { type: 'setState', id: 2, state: 'settings' });
    expect(selectEditingSection(config)?.id).toBe(2);
    expect(selectEditingSection(loadedConfig(1))).toBeUndefined();
    expect(selectHasAudience(config)).toBe(false);
    expect(
      selectHasAudience({ ...config, restrictions: [{ rule: 'and', type: 'language', value: 'en' }] }),
    ).toBe(true);
  });
});
