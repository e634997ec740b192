import type { RequestHandler } from 'msw';
import type { GetDb } from './types';
import { walletHandlers } from './wallet';

/**
 * Handlers keyed by resource group. Storybook merges these objects across
 * global, component and story parameters, so a story replaces one group
 * (`parameters.msw.handlers.wallet = [...]`) or disables it (`null`).
 */
export function createHandlerGroups(getDb: GetDb) {
  return {
    wallet: walletHandlers(getDb),
  } satisfies Record<string, RequestHandler[]>;
}

export type HandlerGroup = keyof ReturnType<typeof createHandlerGroups>;

export const createHandlers = (getDb: GetDb): RequestHandler[] =>
  Object.values(createHandlerGroups(getDb)).flat();
