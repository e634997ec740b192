import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The Inter weights the mock's appearance names (fixtures/site.ts). */
const WEIGHTS = [400, 600, 700];
export const FONT_FILES = WEIGHTS.map((weight) => `inter-latin-${weight}-normal.woff2`);

const require = createRequire(import.meta.url);
const source = (name: string) => require.resolve(`@fontsource/inter/files/${name}`);

/**
 * The bundled face the first screen renders with: Inter's Latin letters, the weights the app uses in
 * one variable file (src/ui/theme/inter.css).
 */
const PRELOADED = /^inter-latin-wght-400-700-.*\.woff2$/;

/** What src/ui/theme/inter.css names the Latin face by; this plugin makes the file. */
export const LATIN_FACE = '@learning-platform/inter-latin-wght-400-700.woff2';
/** The weights the kit's styles use (normal 400 up to bold 700; no thinner or heavier one). */
export const LATIN_FACE_WEIGHTS = { min: 400, max: 700 };
const LATIN_FACE_CACHE = resolve('node_modules/.cache/learning-platform-fonts', basename(LATIN_FACE));

/**
 * @fontsource-variable/inter's Latin file with its weight axis cut to `LATIN_FACE_WEIGHTS`
 * (hb-subset, through `subset-font`): 48 KB → 34 KB, every glyph and vertical metric kept. Made
 * once into node_modules/.cache, again when the package's file is newer.
 */
async function latinFace(): Promise<string> {
  const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  if (existsSync(LATIN_FACE_CACHE) && statSync(LATIN_FACE_CACHE).mtimeMs >= statSync(source).mtimeMs) {
    return LATIN_FACE_CACHE;
  }
  const face = await subsetFont(readFileSync(source), undefined, {
    keepAllGlyphs: true,
    targetFormat: 'woff2',
    variationAxes: { wght: LATIN_FACE_WEIGHTS },
  });
  mkdirSync(dirname(LATIN_FACE_CACHE), { recursive: true });
  writeFileSync(LATIN_FACE_CACHE, face);
  return LATIN_FACE_CACHE;
}

/**
 * Serves the @fontsource/inter files an appearance refers to as
 * `/fonts/inter-latin-<weight>-normal.woff2`: emitted into the build (`npm start`,
 * the e2e build, Storybook's build) and served by the dev servers (`npm run dev`,
 * Storybook, which load vite.config.ts). No binary copy is committed. The app's own stylesheet
 * declares these faces from the variable file instead, and the theme then skips them; an appearance
 * that names other files still gets them. Also preloads the bundled face (PRELOADED).
 */
export function fontFilesPlugin(): Plugin {
  return {
    name: 'learning-platform:font-files',
    // The stylesheet's `url("@learning-platform/inter-latin-wght-400-700.woff2")`, in builds and
    // dev servers alike (Storybook's pictures are rendered with the same file as production). An
    // alias, because the stylesheet's URLs are resolved by aliases and file paths only.
    async config() {
      return { resolve: { alias: [{ find: LATIN_FACE, replacement: await latinFace() }] } };
    },
    // The bundled font file is found only once the stylesheet that names it has arrived and the
    // first text is laid out; a preload in index.html fetches it beside the scripts, so the text is
    // rendered in Inter at once instead of swapping from the fallback (docs/performance.md). The link
    // goes at the end of the body: in the head, Chromium holds the first paint (index.html's
    // loading state) until the preloaded font has arrived or a timeout has passed.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return Object.values(context.bundle)
          .filter((file) => file.type === 'asset' && PRELOADED.test(basename(file.fileName)))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file.fileName}`,
              crossorigin: '',
            },
            injectTo: 'body' as const,
          }));
      },
    },
    configureServer(server) {
      server.middlewares.use('/fonts', (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const name = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
        if (!FONT_FILES.includes(name)) {
          // Like the production server (server/app.ts): a missing font is a 404, not the app's HTML.
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        res.setHeader('Content-Type', 'font/woff2');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(source(name)));
      });
    },
    generateBundle() {
      // The server's build (scripts/build-server.mjs) needs no fonts.
      if (this.environment.config.consumer !== 'client') return;
      for (const name of FONT_FILES) {
        this.emitFile({ type: 'asset', fileName: `fonts/${name}`, source: readFileSync(source(name)) });
      }
    },
  };
}
