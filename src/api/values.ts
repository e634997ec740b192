/**
 * The contract's fixed values (enumerations, limits, a header's name) that a resource's calls and its
 * schemas both use: kept apart from both, so that a `.schemas` module, loaded lazily, needs nothing of
 * the calls. Import them from the resource's module (`@/api/trainings`), which re-exports its own.
 */

// availability
export const SLOT_STATUSES = ['available', 'unavailable'] as const;

// catalog
export const LESSON_TYPES = ['video', 'reading', 'quiz', 'assignment'] as const;

// follows
export const FOLLOW_TYPES = ['training', 'category'] as const;

// incentives-leaderboard
export const LEADERBOARD_PERIODS = ['week', 'month', 'year', 'all'] as const;

// incentives-settings
/** Events that earn points (docs/architecture.md, "Earning rules"); the UI translates their labels. */
export const RULE_EVENTS = [
  'course_completed',
  'certificate_earned',
  'training_started',
  'login_streak',
  'profile_completed',
  'review_written',
] as const;

// incentives-transactions
export const TRANSACTION_TYPES = ['earned', 'spent', 'expired', 'adjusted', 'refunded'] as const;
export const FULFILMENT_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;

// incentives
/** docs/product.md §9: page sizes of the product admin list and the shop. */
export const PRODUCT_ADMIN_PAGE_SIZE = 25;
export const SHOP_PAGE_SIZE = 24;
/**
 * A checkout or a create is not idempotent by itself: when its response is lost (a dropped
 * connection, a 5xx from a proxy after the backend did the work), sending it again would buy or
 * create again. They carry an Idempotency-Key; a request that repeats a key gets the first
 * response again and changes nothing (docs/api/README.md, src/api/idempotency.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// pages
/** Lower-case words joined by hyphens; anything else is not a page and never reaches the server. */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// registration
export const PASSWORD_MIN_LENGTH = 8;

// search
export const SEARCH_RESULT_TYPES = ['training', 'page', 'user'] as const;

// storefront
export const STOREFRONT_TYPES = ['registered', 'unregistered'] as const;
/** Fonts the appearance offers: Inter ships with the app, the others are on every system. */
export const APPEARANCE_FONTS = ['Inter', 'Georgia', 'Verdana', 'Courier New'] as const;
/** Corner styles, mapped onto the radii of inputs, buttons and cards (docs/design-system.md). */
export const APPEARANCE_ROUNDNESS = ['square', 'soft', 'round'] as const;

// subscriptions
export const SUBSCRIPTION_STATUSES = ['not_started', 'in_progress', 'completed'] as const;

// trainings
export const TRAINING_ORDERS = ['newest', 'oldest', 'title', 'popularity'] as const;

// videos
export const VIDEO_ORDERS = ['newest', 'popularity', 'title', 'shortest'] as const;
export const VIDEO_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
