import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** The Inter weights the mock's appearance names (fixtures/site.ts). */
const WEIGHTS = [400, 600, 700];
export const FONT_FILES = WEIGHTS.map((weight) => `inter-latin-${weight}-normal.woff2`);

const require = createRequire(import.meta.url);
const source = (name: string) => require.resolve(`@fontsource/inter/files/${name}`);

/**
 * Serves the @fontsource/inter files an appearance refers to as
 * `/fonts/inter-latin-<weight>-normal.woff2`: emitted into the build (`npm start`,
 * the e2e build, Storybook's build) and answered by the dev servers (`npm run dev`,
 * Storybook, which load vite.config.ts). No binary copy is committed.
 */
/** The bundled faces the first screen draws with: body text and headings, buttons (src/main.tsx). */
const PRELOADED = [/^inter-latin-400-normal-.*\.woff2$/, /^inter-latin-600-normal-.*\.woff2$/];

export function fontFilesPlugin(): Plugin {
  return {
    name: 'learning-platform:font-files',
    // The bundled font files are found only once the stylesheet that names them has arrived and the
    // first text is laid out; a preload in index.html fetches them beside the scripts, so the text
    // is drawn in Inter at once instead of swapping from the fallback (docs/performance.md).
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return Object.values(context.bundle)
          .filter(
            (file) => file.type === 'asset' && PRELOADED.some((name) => name.test(basename(file.fileName))),
          )
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file.fileName}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
    configureServer(server) {
      server.middlewares.use('/fonts', (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const name = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
        if (!FONT_FILES.includes(name)) {
          // Like the production server (mocks/server/app-server.ts): a missing font is a 404, not the app's HTML.
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        res.setHeader('Content-Type', 'font/woff2');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(source(name)));
      });
    },
    generateBundle() {
      // The Node mock host's build (scripts/build-mock-server.mjs) needs no fonts.
      if (this.environment.config.consumer !== 'client') return;
      for (const name of FONT_FILES) {
        this.emitFile({ type: 'asset', fileName: `fonts/${name}`, source: readFileSync(source(name)) });
      }
    },
  };
}
