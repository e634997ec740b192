const said = new Set<string>();

/**
 * Says in the console, once per distinct message, that a value was shown another way than it came:
 * a fallback the page took instead of failing, which whoever reads the console can trace.
 */
export function warnOnce(message: string): void {
  if (said.has(message)) return;
  said.add(message);
  console.warn(message);
}
