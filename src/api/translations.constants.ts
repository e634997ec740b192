// Values both the calls (translations.ts) and their lazily loaded schemas (translations.schemas.ts)
// need: kept apart so that neither module imports the other's code.

/** The translation context of the interface's own strings. */
export const INTERFACE_CONTEXT = 'interface';
