import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/** Every file of a built folder, by path. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** What only the mock's code holds: its database, its scenarios, MSW itself. */
const MOCK_CODE = /getMockDb|startScenario|@mswjs\/interceptors|HttpResponse\.json/;

// The e2e set-up has just built both bundles (global-setup.ts), as `npm start` builds them.
test('the production server bundle holds no mock code and no MSW; the mock API bundle does', () => {
  const holding = (dir: string) => filesOf(dir).filter((file) => MOCK_CODE.test(readFileSync(file, 'utf8')));
  expect(holding('dist-server')).toEqual([]);
  expect(holding('dist-mock-api').length).toBeGreaterThan(0);
});
