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
 * The bundled face the first screen draws with: Inter's Latin letters, every weight in one variable
 * file (src/ui/theme/inter.css).
 */
const PRELOADED = /^inter-latin-wght-normal-.*\.woff2$/;

/**
 * Serves the @fontsource/inter files an appearance refers to as
 * `/fonts/inter-latin-<weight>-normal.woff2`: emitted into the build (`npm start`,
 * the e2e build, Storybook's build) and answered by the dev servers (`npm run dev`,
 * Storybook, which load vite.config.ts). No binary copy is committed. The app's own stylesheet
 * declares these faces from the variable file instead, and the theme then skips them; an appearance
 * that names other files still gets them. Also preloads the bundled face (PRELOADED).
 */
export function fontFilesPlugin(): Plugin {
  return {
    name: 'learning-platform:font-files',
    // The bundled font file is found only once the stylesheet that names it has arrived and the
    // first text is laid out; a preload in index.html fetches it beside the scripts, so the text is
    // drawn in Inter at once instead of swapping from the fallback (docs/performance.md). The link
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
