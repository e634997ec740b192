import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Production build of the benchmark page: the timings are those of the bundle users get, on React
 * DOM's profiling build, so that its Profiler's timings are kept.
 */
export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
      { find: /^#commit-probe$/, replacement: here('./commit-probe-react.tsx') },
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
