export { buildTheme, type FontFaceSpec, type FontInput, type Theme, type ThemeInput } from './build-theme';
export { ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export { safeColorHex, safeRadius, safeResourceUrl } from './validate';
