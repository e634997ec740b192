import { createContext, type ReactNode, use, useLayoutEffect, useMemo } from 'react';
import { IconSettingsProvider } from '@/ui/icon-settings';
import { buildTheme, type FaceDescription, faceCovers, type Theme, type ThemeInput } from './build-theme';

const ThemeContext = createContext<Theme>(buildTheme(null));

/** Logo, site background and the rest of the resolved theme. */
export const useTheme = () => use(ThemeContext);

function applyVariables(variables: Record<string, string>) {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(variables)) style.removeProperty(name);
  };
}

/** The @font-face rules of the document's stylesheets, nested ones (@layer, @media) included. */
function declaredFaces(): FaceDescription[] {
  const faces: FaceDescription[] = [];
  const collect = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSFontFaceRule) {
        faces.push({
          family: rule.style.getPropertyValue('font-family'),
          weight: rule.style.getPropertyValue('font-weight') || 'normal',
          style: rule.style.getPropertyValue('font-style') || 'normal',
        });
      } else if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) {
        // Into @layer, @media and @supports; not into a style rule's nested rules, which hold no
        // @font-face, and are most of the stylesheet.
        collect((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      collect(sheet.cssRules);
    } catch {
      // A stylesheet of another origin keeps its rules to itself.
    }
  }
  return faces;
}

/**
 * Loads the appearance's font files, except those of a face the app's own stylesheets already
 * declare (the bundled Inter, src/ui/theme/inter.css): the same family, weight and style from the
 * appearance would be downloaded a second time for the same letters (docs/performance.md). The
 * stylesheets' rules are read rather than `document.fonts` alone: Chromium lists a stylesheet's
 * faces there only once it has computed the page's style, which a first render may come before.
 */
function loadFonts(theme: Theme) {
  if (typeof FontFace === 'undefined' || !document.fonts) return () => {};
  const shipped = declaredFaces();
  document.fonts.forEach((face) => {
    shipped.push(face);
  });
  const faces = theme.fontFaces
    .filter((spec) => !shipped.some((face) => faceCovers(face, { family: spec.family, ...spec.descriptors })))
    .map((spec) => new FontFace(spec.family, spec.source, { ...spec.descriptors, display: 'swap' }));
  for (const face of faces) {
    document.fonts.add(face);
    face.load().catch(() => {
      // A font that fails to load leaves the fallback stack in place.
    });
  }
  return () => {
    for (const face of faces) document.fonts.delete(face);
  };
}

export interface ThemeProviderProps {
  /** The appearance (camelCased keys); null or undefined keeps the built-in defaults. */
  appearance: ThemeInput | null | undefined;
  children: ReactNode;
}

/**
 * Applies an appearance at run time: CSS variables on <html> for the Panda
 * semantic tokens, fonts through the FontFace API, the favicon, icon settings.
 * A new appearance replaces the old one live, without a reload.
 */
export function ThemeProvider({ appearance, children }: ThemeProviderProps) {
  const theme = useMemo(() => buildTheme(appearance), [appearance]);
  useLayoutEffect(() => applyVariables(theme.variables), [theme]);
  useLayoutEffect(() => loadFonts(theme), [theme]);
  useLayoutEffect(() => {
    if (theme.rejected.length) console.warn('Appearance values rejected:', theme.rejected.join(', '));
  }, [theme.rejected]);
  return (
    <ThemeContext value={theme}>
      {/* React puts it in the head, after index.html's icon, which it overrides; the server sends it there. */}
      {theme.favicon && <link rel="icon" href={theme.favicon} />}
      <IconSettingsProvider value={theme.icons}>{children}</IconSettingsProvider>
    </ThemeContext>
  );
}
