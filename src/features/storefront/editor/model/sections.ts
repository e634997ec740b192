import type { Section, SectionId } from './types';

/** Weights become the positions 0..n-1, keeping the order. Unchanged sections keep their identity. */
export function renumber(sections: readonly Section[]): Section[] {
  return sections.map((section, index) =>
    section.weight === index ? section : { ...section, weight: index },
  );
}

/** Sorted by weight; ties keep their incoming order (Array#sort is stable). */
export function byWeight(sections: readonly Section[]): Section[] {
  return [...sections].sort((a, b) => a.weight - b.weight);
}

/** Clamps an insertion index into 0..length. */
export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return length;
  return Math.min(Math.max(Math.trunc(index), 0), length);
}

export function insertAt(sections: readonly Section[], index: number, section: Section): Section[] {
  const at = clampIndex(index, sections.length);
  return renumber([...sections.slice(0, at), section, ...sections.slice(at)]);
}

export function moveTo(sections: readonly Section[], id: SectionId, index: number): Section[] {
  const from = sections.findIndex((section) => section.id === id);
  if (from < 0) return [...sections];
  const moving = sections[from] as Section;
  const rest = sections.filter((_, i) => i !== from);
  return insertAt(rest, index, moving);
}

/**
 * A temporary id for a new section: negative, below every id in use, so it can
 * never collide with a server id (positive) or another new section.
 */
export function nextTemporaryId(sections: readonly Section[], buffer: Section | null = null): SectionId {
  let lowest = 0;
  for (const section of sections) lowest = Math.min(lowest, section.id);
  if (buffer) lowest = Math.min(lowest, buffer.id);
  return lowest - 1;
}

/** A deep copy, so a copied section never shares data with the original. */
export const cloneSection = (section: Section): Section => structuredClone(section);
