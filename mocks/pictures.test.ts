import { describe, expect, it } from 'vitest';
import { createDb } from './db';

const SVG_URI = /data:image\/svg\+xml;charset=utf-8,[^"]*/g;

describe("the mock's pictures", () => {
  it.each(['default', 'large'] as const)(
    'letter nothing with fonts in the %s data set: every letter is an outline',
    (size) => {
      // An <img>'s SVG cannot use the page's web fonts: any <text> in it is drawn in a font of the machine.
      const pictures = [...JSON.stringify(createDb({ size })).matchAll(SVG_URI)].map(([uri]) =>
        decodeURIComponent(uri.slice(uri.indexOf(',') + 1)),
      );
      expect(pictures.length).toBeGreaterThan(10);
      const lettered = pictures.filter((svg) => /<text|font-family/.test(svg));
      expect(lettered.map((svg) => svg.slice(0, 120))).toEqual([]);
    },
  );
});
