import { createHash } from 'node:crypto';
import { build, type Plugin } from 'vite';

/**
 * The head's classic script (src/app/boot.ts). A press on a page the server rendered is held from the
 * document's head onwards (src/app/early-input.ts): a module script runs only once the page is parsed
 * and its imports have arrived, while the page is on screen from the first paint. The same script adds
 * the app's scripts to such a page once it is painted (src/app/deferred-entry.ts). So the build
 * bundles `entry` alone into a small classic script (an IIFE, no imports), writes it beside the other
 * assets with a hash in its name, and index.html loads it last in its head. The server's pages are
 * index.html with the page rendered in, so they carry it too (server/page-html.ts).
 */
export function bootScriptPlugin({ entry }: { entry: string }): Plugin {
  let enabled = false;
  let fileName: string | undefined;
  return {
    name: 'learning-platform:boot-script',
    apply: 'build',
    configResolved(config) {
      // Only the app's own build: not the server's bundle, nor Storybook's pages.
      const input = config.build.rolldownOptions.input;
      const inputs = input === undefined ? [] : typeof input === 'string' ? [input] : Object.values(input);
      enabled =
        !config.build.ssr && !config.build.lib && inputs.every((path) => path.endsWith('/index.html'));
    },
    async buildStart() {
      if (!enabled) return;
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          emptyOutDir: false,
          sourcemap: false,
          minify: true,
          lib: { entry, formats: ['iife'], name: 'boot' },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      const chunk = outputs
        .flatMap((output) => ('output' in output ? output.output : []))
        .find((file) => file.type === 'chunk');
      if (chunk?.type !== 'chunk') throw new Error(`Bundling ${entry} gave no script`);
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        enabled && fileName && context.bundle && context.path === '/index.html'
          ? // Blocking, in the head: nothing of the body is parsed, let alone painted, before it has run.
            { html, tags: [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head' }] }
          : html,
    },
  };
}
