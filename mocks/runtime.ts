import { type CreateDbOptions, createDb, type MockDb } from './db';

/**
 * The database the handlers of this process read. Each story, test or server
 * start resets it, so state never leaks from one to the next.
 */
let current: MockDb = createDb();

export const getMockDb = (): MockDb => current;

export function resetMockDb(options?: CreateDbOptions): MockDb {
  current = createDb(options);
  return current;
}
