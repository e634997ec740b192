import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '@/api/openapi';
import { publishedContract as contract } from './api-contract';

describe('docs/api/openapi.json', () => {
  it('spells out the content and settings of every storefront section type', () => {
    const text = JSON.stringify(buildOpenApi(contract));
    // A field of one type's settings (the carousel's) and of another's content (the hero's).
    expect(text).toContain('"autoplay"');
    expect(text).toContain('"image_alt"');
  });

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
