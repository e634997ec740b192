/**
 * The parts one after another, in a buffer of their own: it may be moved to another thread, which
 * a slice of Node's shared pool (`Buffer.concat` of a small total) must never be.
 */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.byteLength;
  }
  return joined;
}
