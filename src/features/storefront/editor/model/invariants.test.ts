import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EditorAction, editorReducer as reduce } from './reducer';
import { selectSaveAvailability } from './selectors';
import { loadedConfig, serverSection } from './testing';
import { EDITING_STATES, SECTION_TYPES, type SectionState, type StorefrontConfig } from './types';

/**
 * Operations pick their section by position at the time they run (modulo the
 * length), so random sequences keep hitting existing sections; an occasional
 * unknown id checks that bad input is harmless.
 */
type Op =
  | { kind: 'setState'; pick: number; state: SectionState }
  | { kind: 'create'; index: number; sectionType: (typeof SECTION_TYPES)[number] }
  | { kind: 'cancel'; pick: number }
  | { kind: 'move'; pick: number; index: number }
  | { kind: 'remove'; pick: number }
  | {
      kind: 'update';
      pick: number;
      part: 'updateContent' | 'updateSettings' | 'updateAppearance' | 'updateRestrictions';
    }
  | { kind: 'copy'; pick: number }
  | { kind: 'discardCopy' }
  | { kind: 'paste'; index: number }
  | { kind: 'setEnabled'; enabled: boolean }
  | { kind: 'unknownId'; state: SectionState }
  | { kind: 'load'; count: number };

const pick = fc.nat({ max: 400 });
const index = fc.integer({ min: -2, max: 40 });
const state = fc.constantFrom<SectionState>('create', 'edit', 'settings', 'customize', 'view');

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('setState' as const), pick, state }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      index,
      sectionType: fc.constantFrom(...SECTION_TYPES),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), pick, index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      pick,
      part: fc.constantFrom('updateContent', 'updateSettings', 'updateAppearance', 'updateRestrictions'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('copy' as const), pick }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'discardCopy' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('paste' as const), index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('setEnabled' as const), enabled: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknownId' as const), state }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('load' as const), count: fc.nat({ max: 6 }) }) },
);

function toAction(config: StorefrontConfig, op: Op): EditorAction | undefined {
  const idAt = (n: number) => config.sections[n % Math.max(config.sections.length, 1)]?.id;
  switch (op.kind) {
    case 'setState':
    case 'cancel':
    case 'remove':
    case 'copy':
    case 'move':
    case 'update': {
      const id = idAt(op.pick);
      if (id === undefined) return undefined;
      if (op.kind === 'setState') return { type: 'setState', id, state: op.state };
      if (op.kind === 'move') return { type: 'move', id, index: op.index };
      if (op.kind === 'update') {
        const payload = {
          updateContent: { content: { title: `t${op.pick}` } },
          updateSettings: { settings: { size: op.pick } },
          updateAppearance: { appearance: { textColor: '#112233' } },
          updateRestrictions: { restrictions: [{ rule: 'and' as const, type: 'language', value: 'fr' }] },
        }[op.part];
        return { type: op.part, id, ...payload } as EditorAction;
      }
      return { type: op.kind, id };
    }
    case 'create':
      return { type: 'create', index: op.index, sectionType: op.sectionType };
    case 'paste':
      return { type: 'paste', index: op.index };
    case 'discardCopy':
      return { type: 'discardCopy' };
    case 'setEnabled':
      return { type: 'setEnabled', enabled: op.enabled };
    case 'unknownId':
      return { type: 'setState', id: 1_000_000, state: op.state };
    case 'load':
      return {
        type: 'load',
        storefront: {
          id: 1,
          sections: Array.from({ length: op.count }, (_, n) => serverSection(100 + n, 'hero', 10 - n)),
        },
      };
  }
}

function checkInvariants(config: StorefrontConfig): void {
  // Weights are contiguous 0..n-1 in display order.
  expect(config.sections.map((section) => section.weight)).toEqual(config.sections.map((_, n) => n));
  // Ids are unique, and new sections have temporary (negative) ids.
  const ids = config.sections.map((section) => section.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const section of config.sections) expect(section.isNew).toBe(section.id < 0);
  // At most one section is being edited, and editingId names exactly that one.
  const editing = config.sections.filter((section) => EDITING_STATES.has(section.state));
  expect(editing.length).toBeLessThanOrEqual(1);
  expect(config.editingId).toBe(editing[0]?.id ?? null);
  // Save is never possible while editing, with a copy pending, or without changes.
  const save = selectSaveAvailability(config);
  if (config.editingId !== null || config.buffer !== null || !config.changed)
    expect(save.canSave).toBe(false);
  else expect(save.canSave).toBe(true);
  if (config.buffer) expect(config.buffer.state).toBe('view');
}

const MUTATING = new Set([
  'create',
  'move',
  'remove',
  'updateContent',
  'updateSettings',
  'updateAppearance',
  'updateRestrictions',
  'paste',
  'setEnabled',
]);

describe('editor model invariants over random operation sequences', () => {
  it('keeps weights contiguous, ids unique, one edited section at most, and save rules', () => {
    fc.assert(
      fc.property(fc.nat({ max: 8 }), fc.array(opArb, { maxLength: 60 }), (start, ops) => {
        let config = loadedConfig(start);
        checkInvariants(config);
        for (const op of ops) {
          const action = toAction(config, op);
          if (!action) continue;
          config = reduce(config, action);
          checkInvariants(config);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('paste always clears the buffer and adds exactly one new section in view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(opArb, { maxLength: 30 }),
        fc.nat(),
        index,
        (start, ops, which, at) => {
          let config = loadedConfig(start);
          for (const op of ops) {
            const action = toAction(config, op);
            if (action) config = reduce(config, action);
          }
          if (config.sections.length === 0) return;
          const copied = reduce(config, {
            type: 'copy',
            id: config.sections[which % config.sections.length]?.id ?? 0,
          });
          const pasted = reduce(copied, { type: 'paste', index: at });
          expect(pasted.buffer).toBeNull();
          expect(pasted.sections).toHaveLength(copied.sections.length + 1);
          const added = pasted.sections.filter(
            (section) => !copied.sections.some((old) => old.id === section.id),
          );
          expect(added).toHaveLength(1);
          expect(added[0]).toMatchObject({ isNew: true, state: 'view', type: copied.buffer?.type });
          expect(added[0]?.data).toEqual(copied.buffer?.data);
          expect(pasted.changed).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('changed turns true only through a mutation that applied, and only load, leave or a cancelled create turn it false', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.array(opArb, { maxLength: 60 }), (start, ops) => {
        let config = loadedConfig(start);
        expect(config.changed).toBe(false);
        for (const op of ops) {
          const action = toAction(config, op);
          if (!action) continue;
          const next = reduce(config, action);
          const created =
            action.type === 'cancel' &&
            config.sections.find((section) => section.id === action.id)?.state === 'create';
          if (action.type === 'load' || action.type === 'leave') expect(next.changed).toBe(false);
          else if (created)
            // Back to what it was before the create (a section put in the create state otherwise: changed).
            expect(next.changed).toBe(
              config.sections.find((section) => section.state === 'create')?.changedBefore ?? true,
            );
          else if (config.changed) expect(next.changed).toBe(true);
          else if (next.changed) {
            // A cancelled create is a remove: both mutate the sections.
            expect(MUTATING.has(action.type) || action.type === 'cancel').toBe(true);
            expect(next).not.toBe(config);
          }
          config = next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('matches a plain list model of the order under create, move, remove and paste', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.array(opArb, { maxLength: 60 }), (start, ops) => {
        let config = loadedConfig(start);
        let order = config.sections.map((section) => section.id);
        for (const op of ops) {
          const action = toAction(config, op);
          if (!action) continue;
          const next = reduce(config, action);
          const clamp = (n: number, length: number) => Math.min(Math.max(n, 0), length);
          if (action.type === 'move') {
            const rest = order.filter((id) => id !== action.id);
            rest.splice(clamp(action.index, rest.length), 0, action.id);
            order = rest;
          } else if (action.type === 'remove') {
            order = order.filter((id) => id !== action.id);
          } else if (action.type === 'create' || (action.type === 'paste' && config.buffer)) {
            const added = next.sections.find((section) => !order.includes(section.id));
            expect(added).toBeDefined();
            order.splice(clamp(action.index, order.length), 0, added?.id ?? 0);
          } else if (action.type === 'cancel' && next.sections.length < config.sections.length) {
            order = order.filter((id) => id !== action.id);
          } else if (action.type === 'load' || action.type === 'leave') {
            order = next.sections.map((section) => section.id);
          }
          expect(next.sections.map((section) => section.id)).toEqual(order);
          config = next;
        }
      }),
      { numRuns: 300 },
    );
  });
});
