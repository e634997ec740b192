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
      expect(Object.keys(operation?.responses ?? {})).toContain(
        entry.response || entry.produces ? '200' : '204',
      );
    }
  });

  it('resolves every reference inside the document (no schema of its own left behind)', () => {
    const document = JSON.parse(JSON.stringify(buildOpenApi(contract)));
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref ?? '');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
    expect(JSON.stringify(document)).not.toContain('$defs');
  });

  it('states who may call each operation: the session cookie, and the XSRF header on unsafe methods', () => {
    const document = buildOpenApi(contract);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['session', 'xsrf']);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const security = operation.security as Record<string, string[]>[];
        expect(security, `${method} ${path}`).not.toHaveLength(0);
        if (method !== 'get') {
          for (const requirement of security)
            expect(Object.keys(requirement), `${method} ${path}`).toContain('xsrf');
        }
      }
    }
  });
});
