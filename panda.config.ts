import { defineConfig } from '@pandacss/dev';
import { themePreset } from './src/ui/theme/preset';

export default defineConfig({
  preflight: true,
  // preset-panda gives the spacing, type, shadow and animation scales; ours adds the brand tokens.
  presets: ['@pandacss/preset-panda', themePreset],
  include: ['./src/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  exclude: [],
  // No jsxFramework: styles come from css()/cva() calls only. With it, Panda read every JSX
  // prop named like a CSS property (a Tooltip's `content`) as a style and failed to parse it.
  outdir: 'styled-system',
  // Logical properties everywhere so right-to-left mirrors without special cases.
  strictPropertyValues: false,
  conditions: {
    extend: {
      // Panda's own `_invalid` also matches the browser's `:invalid`, which an empty required field
      // is before anyone has touched it: the form would be red on arrival. A field is invalid when
      // the form says so (aria-invalid, set once it was touched or submitted; Ark's data-invalid).
      invalid: '&:is([data-invalid], [aria-invalid=true])',
    },
  },
});
