import { defineConfig } from '@pandacss/dev';
import { themePreset } from './src/ui/theme/preset';

export default defineConfig({
  preflight: true,
  presets: [themePreset],
  include: ['./src/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  // Logical properties everywhere so right-to-left mirrors without special cases.
  strictPropertyValues: false,
});
