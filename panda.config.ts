import { defineConfig } from '@pandacss/dev';
import { themePreset } from './src/ui/theme/preset';

export default defineConfig({
  preflight: true,
  // preset-panda gives the spacing, type, shadow and animation scales; ours adds the brand tokens.
  presets: ['@pandacss/preset-panda', themePreset],
  include: ['./src/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  // Logical properties everywhere so right-to-left mirrors without special cases.
  strictPropertyValues: false,
});
