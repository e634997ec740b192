import { http } from 'msw';
import { untilStoryEnds } from './never-respond';

/**
 * Responses held until the story releases them, to show what the app does meanwhile. The handler
 * waits, then resolves with nothing, so the next one (the mock's own) responds: put it before the
 * mock's handlers of its group, and `reset` it before the story (`beforeEach`). With `firstOnly`,
 * only the first request is held. A story that ends without releasing it releases it all the same
 * when the next one begins, as `neverRespond` does.
 */
export function heldResponse(method: 'get' | 'post', path: string, { firstOnly = false } = {}) {
  const fresh = () => ({
    taken: false,
    asked: Promise.withResolvers<void>(),
    released: Promise.withResolvers<void>(),
  });
  let hold = fresh();
  return {
    handler: http[method](path, async () => {
      if (firstOnly && hold.taken) return;
      hold.taken = true;
      hold.asked.resolve();
      await Promise.race([hold.released.promise, untilStoryEnds()]);
    }),
    reset: () => {
      hold = fresh();
    },
    /** Settles once a request has come and is held. */
    asked: () => hold.asked.promise,
    release: () => hold.released.resolve(),
  };
}
