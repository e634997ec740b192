/**
 * Local storage read defensively: missing storage, quota errors and garbage
 * values are ignored rather than crashing the page (docs/architecture.md, security).
 */
export function readStored<T>(key: string, parse: (raw: unknown) => T | undefined): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return undefined;
    return parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the cache is a nicety, never a requirement.
  }
}

export const asFiniteNumber = (raw: unknown): number | undefined =>
  typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
