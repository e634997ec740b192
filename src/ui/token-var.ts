import type { Token } from 'styled-system/tokens';

/** A theme token that names a CSS variable (negative spacings are `calc()`s, not variables). */
export type VariableToken = Exclude<Token, `${string}.-${string}`>;

/**
 * The CSS variable of a theme token, `var(--spacing-6)` for `spacing.6`: what Panda's
 * `token.var()` returns, without its dictionary of every token (about 7 KB gzip that every page
 * sharing a module with the home page loaded). Panda names a token's variable after its path:
 * words in kebab case, path steps joined by `-`, and a dot inside a name (`0.5`) escaped.
 * `token-var.test.ts` checks this against Panda's dictionary for every token.
 */
export function tokenVar(path: VariableToken): string {
  const name = path
    .replace(/(\d)\.(\d)/g, '$1\\.$2')
    .replace(/(?<!\\)\./g, '-')
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `var(--${name})`;
}

/**
 * The value of a theme token the stylesheet declares as a variable, read from the page (a media
 * query cannot use `var()`); empty before the stylesheet applies.
 */
export function tokenValue(path: VariableToken): string {
  const variable = tokenVar(path).slice('var('.length, -1).replace(/\\/g, '');
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
}
