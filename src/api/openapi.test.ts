import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { buildOpenApi } from './openapi';

describe('docs/api/openapi.json', () => {
  it('is up to date with the schemas (run `npm run openapi` after changing the contract)', () => {
    const committed = JSON.parse(readFileSync('docs/api/openapi.json', 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi(contract))));
  });

  it('documents every endpoint of the contract, each with a success response', () => {
    const document = buildOpenApi(contract);
    for (const entry of contract) {
      const path = entry.path.startsWith('/') ? entry.path : `/api/v2/${entry.path}`;
      const operation = (document.paths[path] as Record<string, { responses: Record<string, unknown> }>)[
        entry.method.toLowerCase()
      ];
      expect(operation, `${entry.method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toContain(entry.response ? '200' : '204');
    }
  });
});
