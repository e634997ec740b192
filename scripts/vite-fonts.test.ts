import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeAppearance } from '@fixtures/site';
import { describe, expect, it } from 'vitest';
import { FONT_FILES } from './vite-fonts';

describe('fontFilesPlugin', () => {
  it('serves every font file the mock appearance names', () => {
    const fonts = makeAppearance().fonts;
    const urls = [fonts?.body, fonts?.headings, fonts?.links].flatMap(
      (font) => font?.files.map((file) => file.url) ?? [],
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(FONT_FILES.map((name) => `/fonts/${name}`)).toContain(url);
  });

  it('finds each of them in @fontsource/inter', () => {
    const require = createRequire(import.meta.url);
    for (const name of FONT_FILES) {
      expect(existsSync(require.resolve(`@fontsource/inter/files/${name}`)), name).toBe(true);
    }
  });
});
