import type { NonIndexRouteObject } from 'react-router';
import type { AccessFlag, GeneralSettings } from '@/api/settings';

/**
 * A feature gate (docs/product.md §2, "Feature-gated routes"): every listed access flag
 * of the general settings must be true; otherwise the visitor goes to /denied,
 * or to /not-found when the entry is marked `notFound`.
 */
export interface Gate {
  flags: AccessFlag | readonly AccessFlag[];
  notFound?: boolean;
}

/**
 * A route as areas declare it: a React Router route object (use `lazy` for the
 * page so each area is its own chunk; it returns the page's `Component` and
 * `loader`) plus optional `gate` (feature flags, checked in order) and `auth`
 * (signed-in only). `src/app/routes.tsx` turns these into guard layout routes,
 * so areas describe access as data.
 */
export type AppRoute = Omit<NonIndexRouteObject, 'children' | 'index'> & {
  index?: boolean;
  gate?: Gate | readonly Gate[];
  auth?: boolean;
  /** Marks the storefront's visitor home page, mounted at `/` behind docs/product.md §2's rules. */
  home?: boolean;
  children?: AppRoute[];
};

/** Who is using the app, as far as a page's first query depends on it. */
export interface CurrentUser {
  /** The language the interface is rendered in (docs/product.md §3). */
  language: string;
  signedIn: boolean;
}

export type GateDecision = 'allow' | 'denied' | 'not-found';

const asList = <T>(value: T | readonly T[]): readonly T[] =>
  Array.isArray(value) ? (value as readonly T[]) : [value as T];

/** Gates are checked in order; the first closed one decides where the visitor goes. */
export function decideGates(
  settings: Partial<Record<AccessFlag, boolean>> | Pick<GeneralSettings, AccessFlag>,
  gates: Gate | readonly Gate[],
): GateDecision {
  for (const gate of asList(gates)) {
    const open = asList(gate.flags).every((flag) => settings[flag] === true);
    if (!open) return gate.notFound ? 'not-found' : 'denied';
  }
  return 'allow';
}

export const gateFlags = (gates: Gate | readonly Gate[]): AccessFlag[] =>
  asList(gates).flatMap((gate) => [...asList(gate.flags)]);
