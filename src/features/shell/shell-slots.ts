import type { ComponentType } from 'react';

/**
 * What other areas put into the shell. The app hands them over
 * (src/app/routes.tsx), so the shell depends on no other feature.
 */
export interface ShellSlots {
  /** The header's wallet for signed-in users; a link to the shop when `linkToShop`. */
  PointsBadge?: ComponentType<{ linkToShop: boolean }>;
  /** A notice above the header for signed-in users (the masquerade banner). */
  Banner?: ComponentType;
}
