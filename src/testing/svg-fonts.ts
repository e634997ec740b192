/**
 * What in an SVG document would be rendered in a font of the machine (docs/testing.md, "Fonts"). An
 * SVG shown through `<img>` or as a CSS background cannot use the page's web fonts: its text is rendered
 * in the faces it embeds itself (`@font-face` with a `data:` URL) or else in whatever font the
 * machine has for the family it names. So a picture may hold text only when every family it names is
 * embedded in it and every character of that text is covered by one of those faces.
 * Letters written as outlines (`<path>`) are no text and always pass.
 */

interface Face {
  family: string;
  /** The face's `unicode-range`, as code point pairs; none means every character. */
  ranges: Array<[number, number]> | null;
}

const unquote = (name: string) => name.trim().replace(/^(['"])(.*)\1$/, '$2');

const familiesOf = (value: string) => value.split(',').map(unquote).filter(Boolean);

/** `U+0000-00FF, U+0131` → [[0, 255], [305, 305]]. */
export function unicodeRanges(value: string): Array<[number, number]> {
  return value.split(',').map((part) => {
    const [low = '', high = low] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(low, 16), Number.parseInt(high, 16)];
  });
}

const declaration = (block: string, property: string) =>
  new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;]+)`, 'i').exec(block)?.[1]?.trim();

/** The faces the picture carries with it: `@font-face` rules whose every source is a `data:` URL. */
function embeddedFaces(svg: string): Face[] {
  return [...svg.matchAll(/@font-face\s*\{([^}]*)\}/gi)].flatMap(([, block = '']) => {
    const family = declaration(block, 'font-family');
    const sources = [...block.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map(([, , url = '']) => url);
    if (!family || sources.length === 0 || !sources.every((url) => url.startsWith('data:'))) return [];
    const range = declaration(block, 'unicode-range');
    return [{ family: unquote(family), ranges: range ? unicodeRanges(range) : null }];
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? entity;
    return String.fromCodePoint(
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });

const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textpath']);

/**
 * Every reason the picture's text would be rendered in a font of the machine; none for a picture that
 * holds no text or holds it only in faces it embeds. Reads the markup as a list of tags, each element
 * taking its `font-family` (attribute or `style`) from itself or the nearest ancestor that names one.
 */
export function machineFontUses(document: string): string[] {
  // A data: URL's payload says nothing about fonts; dropped, the rest reads quicker.
  const svg = document.replace(/(url\(\s*['"]?data:)[^)'"]*/gi, '$1');
  const faces = embeddedFaces(svg);
  const embedded = new Set(faces.map((face) => face.family));
  const problems = new Set<string>();
  const checkFamilies = (families: string[], where: string) => {
    for (const family of families) {
      if (!embedded.has(family))
        problems.add(`${where} names "${family}", a font the picture does not embed`);
    }
  };

  // Stylesheets: any font-family outside the @font-face rules applies to some text.
  const styles = [...svg.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css = '']) =>
    css.replace(/@font-face\s*\{[^}]*\}/gi, ''),
  );
  let styledFamilies: string[] | undefined;
  for (const css of styles) {
    if (/(^|[;{\s])font\s*:/i.test(css)) problems.add('a stylesheet sets the `font` shorthand');
    for (const [, value = ''] of css.matchAll(/font-family\s*:\s*([^;}]+)/gi)) {
      styledFamilies = familiesOf(value);
      checkFamilies(styledFamilies, 'a stylesheet');
    }
  }

  const markup = svg.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  const stack: Array<{ name: string; families: string[] | undefined }> = [];
  const current = () => stack.at(-1)?.families ?? styledFamilies;
  const inText = () => stack.some((element) => TEXT_ELEMENTS.has(element.name));
  const tags = /<(\/?)([\w:-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/g;
  for (const [, closing, rawName, attributes = '', selfClosing, text] of markup.matchAll(tags)) {
    if (text !== undefined) {
      const characters = [...decodeEntities(text)].filter((character) => /\S/.test(character));
      if (characters.length === 0 || !inText()) continue;
      const families = current();
      if (!families) {
        problems.add(`text "${text.trim().slice(0, 40)}" names no font: the machine's default renders it`);
        continue;
      }
      // A family the picture does not embed is reported where it is named.
      if (!families.every((family) => embedded.has(family))) continue;
      const uncovered = characters.filter((character) => {
        const code = character.codePointAt(0) ?? 0;
        return !faces.some(
          (face) =>
            families.includes(face.family) &&
            (face.ranges === null || face.ranges.some(([low, high]) => code >= low && code <= high)),
        );
      });
      if (uncovered.length > 0) {
        const listed = [...new Set(uncovered)].map(
          (character) =>
            `${character} (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`,
        );
        problems.add(
          `text "${text.trim().slice(0, 40)}" has characters no embedded face covers: ${listed.join(', ')}`,
        );
      }
      continue;
    }
    const name = (rawName ?? '').toLowerCase();
    if (closing) {
      const open = stack.findLastIndex((element) => element.name === name);
      if (open >= 0) stack.length = open;
      continue;
    }
    if (name === 'foreignobject') problems.add('a <foreignObject> renders HTML in the machine’s fonts');
    const attribute = /(?:^|\s)font-family\s*=\s*(["'])(.*?)\1/i.exec(attributes)?.[2];
    const style = /(?:^|\s)style\s*=\s*(["'])(.*?)\1/i.exec(attributes)?.[2] ?? '';
    if (/(^|;)\s*font\s*:/i.test(style) || /(?:^|\s)font\s*=/i.test(attributes)) {
      problems.add(`<${rawName}> sets the \`font\` shorthand`);
    }
    const value = declaration(style, 'font-family') ?? attribute;
    const families = value === undefined ? current() : familiesOf(decodeEntities(value));
    if (value !== undefined) checkFamilies(families ?? [], `<${rawName}>`);
    if (!selfClosing) stack.push({ name, families });
  }
  return [...problems];
}

/** Every SVG document in a source file's text: markup as it is, percent-encoded, or in a template. */
export function svgDocumentsIn(source: string): string[] {
  const decoded = source.replace(/%[0-9a-f]{2}/gi, (encoded) =>
    String.fromCharCode(Number.parseInt(encoded.slice(1), 16)),
  );
  // A document, not an element of a React tree: it names the SVG namespace.
  return [...decoded.matchAll(/<svg\b[^>]*xmlns[\s\S]*?<\/svg>/g)].map(([svg]) => svg);
}
