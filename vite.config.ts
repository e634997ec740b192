import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { bootScriptPlugin } from './scripts/vite-boot-script.ts';
import { firstLoadChunkPlugin, ICON_MODULE } from './scripts/vite-first-load-chunk.ts';
import { fontFilesPlugin } from './scripts/vite-fonts.ts';
import { mockApiPlugin } from './scripts/vite-mock-api.ts';
import { staticCssPlugin } from './scripts/vite-static-css.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@': here('./src'),
  '@mocks': here('./mocks'),
  '@fixtures': here('./fixtures'),
  'styled-system': here('./styled-system'),
};

// `npm run dev` responds to /api/v2 from the MSW handlers in Node unless API_URL points at a backend.
// Under Vitest the stories' service worker responds instead: a request that reaches the dev server
// there is one a finished story left behind (its handlers are gone), and it gets a plain 404 rather
// than loading the Node mock into the test server.
const devMockApi = !process.env.API_URL && !process.env.VITEST;

// `npm run bench:chunks` compares the plugin's chunking with the bundler's (decision 0002):
// BUILD_CHUNKS=groups, Rolldown's documented groups, the best of those tried there (the first load
// in one chunk by its `$initial` tag, the icons in one, modules 16 or more pages share in one);
// BUILD_CHUNKS=bundler, its automatic chunking alone.
const chunking = process.env.BUILD_CHUNKS || 'plugin';
const bundlerGroups = {
  groups: [
    { name: 'app', tags: ['$initial' as const] },
    { name: 'icons', test: ICON_MODULE },
    { name: 'common', minShareCount: 16 },
  ],
};

export default defineConfig({
  plugins: [
    react(),
    fontFilesPlugin(),
    // Class strings in place of `css()` calls of literal styles, in builds (docs/performance.md).
    staticCssPlugin(),
    // The first load in one file beside the entry rather than some twenty, the home page in two
    // (docs/performance.md).
    ...(chunking === 'plugin'
      ? [firstLoadChunkPlugin({ homePage: '/src/features/storefront/public/StorefrontPage.tsx' })]
      : []),
    // Presses on a server-rendered page are held from the document's head on (src/app/early-input.ts).
    bootScriptPlugin({ entry: here('./src/app/boot.ts') }),
    ...(devMockApi ? [mockApiPlugin()] : []),
    // A .br and a .gz beside every text file of the build: the server sends the one the browser
    // takes without compressing on each request (server/app.ts).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  resolve: { alias },
  server: process.env.API_URL
    ? { proxy: { '/api/v2': { target: process.env.API_URL, changeOrigin: true } } }
    : {},
  // Maps for whoever runs the build, named by no file the browser loads; the server never sends them.
  build: {
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 250,
    ...(chunking === 'groups' ? { rolldownOptions: { output: { codeSplitting: bundlerGroups } } } : {}),
  },
  // Pre-bundled up front: discovering them mid-run makes Vite reload and fails story tests.
  optimizeDeps: {
    include: [
      ...[
        'checkbox',
        'color-picker',
        'combobox',
        'date-picker',
        'dialog',
        'field',
        'file-upload',
        'locale',
        'menu',
      ]
        .concat([
          'number-input',
          'pagination',
          'portal',
          'radio-group',
          'select',
          'switch',
          'tabs',
          'toast',
          'tooltip',
        ])
        .map((name) => `@ark-ui/react/${name}`),
      'lucide-react',
      'dompurify',
      'date-fns',
      '@date-fns/tz',
      '@date-fns/tz/tzOffset',
      '@internationalized/date',
      '@tiptap/react',
      '@tiptap/starter-kit',
      '@tiptap/extension-image',
      '@tiptap/extension-table',
      '@tiptap/pm/state',
      '@tiptap/pm/view',
    ],
  },
});
