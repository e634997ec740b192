// Values both the calls (appearance.ts) and their lazily loaded schemas (appearance.schemas.ts)
// need: kept apart so that neither module imports the other's code.
/** The attributes GET appearance is asked for. */
export const APPEARANCE_ATTRIBUTES = [
  'logo',
  'colors',
  'fonts',
  'roundness',
  'favicon',
  'site_background',
] as const;
export type AppearanceAttribute = (typeof APPEARANCE_ATTRIBUTES)[number];
