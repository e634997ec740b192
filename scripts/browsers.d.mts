export interface Engines {
  firefox: string | undefined;
  webkitDriver: string | undefined;
  miniBrowser: string | undefined;
  xvfb: string | undefined;
  nginx: string | undefined;
}
export function findEngines(): Engines;
export function ensureEngines(): Required<{ [name in keyof Engines]: string }>;
