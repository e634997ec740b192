import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactRuntime, uiRuntime } from '../../vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Production build of the benchmark page: the timings are those of the bundle users get, on the
 * app's runtime (Preact; UI_RUNTIME=react for React DOM, in its profiling build so that its
 * Profiler's timings are kept).
 */
export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: [
      ...(uiRuntime === 'preact'
        ? [...preactRuntime, { find: /^#commit-probe$/, replacement: here('./commit-probe-preact.tsx') }]
        : [
            { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
            { find: /^#commit-probe$/, replacement: here('./commit-probe-react.tsx') },
          ]),
      { find: /^@\//, replacement: `${here('../../src')}/` },
      { find: /^@mocks\//, replacement: `${here('../../mocks')}/` },
      { find: /^@fixtures\//, replacement: `${here('../../fixtures')}/` },
      { find: /^styled-system\//, replacement: `${here('../../styled-system')}/` },
    ],
  },
  css: { postcss: here('../../') },
  logLevel: 'warn',
  build: { sourcemap: false, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
