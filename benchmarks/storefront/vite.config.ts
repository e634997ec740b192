import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Production build of the benchmark page: the timings are those of the bundle users get. */
export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: [
      // React's profiling build: production speed, with the Profiler's timings kept.
      { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
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
