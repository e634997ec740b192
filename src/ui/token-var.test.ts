import { readFileSync } from 'node:fs';
import { token } from 'styled-system/tokens';
import { describe, expect, it } from 'vitest';
import { tokenVar, type VariableToken } from './token-var';

/** Every token Panda generated: the keys of its dictionary (styled-system/tokens/index.mjs). */
const paths = [...readFileSync('styled-system/tokens/index.mjs', 'utf8').matchAll(/^ {2}"([^"]+)": \{$/gm)]
  .map(([, path]) => path as VariableToken)
  .filter((path) => !path.includes('.-'));

describe('tokenVar', () => {
  it('reads the generated dictionary', () => {
    expect(paths.length).toBeGreaterThan(500);
    expect(paths).toContain('spacing.0.5');
  });

  it('names the variable Panda names, for every token', () => {
    const differing = paths.filter((path) => tokenVar(path) !== token.var(path));
    expect(differing).toEqual([]);
  });
});
