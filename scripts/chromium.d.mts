export function findChromium(): string | undefined;
export function ensureChromium(): string;
export const CHROMIUM_ARGS: string[];
/** Writes the story tests' font configuration (one odd font) into node_modules/.cache; its path. */
export function guardFontConfig(): Promise<string>;
