// Values both the calls (cookie-disclaimer.ts) and their lazily loaded schemas
// (cookie-disclaimer.schemas.ts) need: kept apart so that neither module imports the other's code.

/** Drupal's cookie-disclaimer module responds outside /api/v2. */
export const COOKIE_AGREE_PATH = '/system/ajax/cookies-disclaimer/agree';
