import { describe, expect, it } from 'vitest';
import { DEFERRED_STYLE_ATTRIBUTE, deferStylesheets } from './vite-deferred-styles';

describe('deferStylesheets', () => {
  it("preloads the build's stylesheet, marked for the app to apply", () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>';
    expect(deferStylesheets(html)).toBe(
      `<head><link rel="preload" as="style" crossorigin href="/assets/app-1.css" ${DEFERRED_STYLE_ATTRIBUTE}></head>`,
    );
  });

  it('leaves the other links alone', () => {
    const html = '<link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/assets/app.js">';
    expect(deferStylesheets(html)).toBe(html);
  });
});
