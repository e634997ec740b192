import type { MockDb } from '../db';

export type GetDb = () => MockDb;

/** Matches the path on any origin, so one handler set serves the browser, Node tests and the server. */
export const api = (path: string) => `*/api/v2/${path}`;
