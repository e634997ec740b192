import { createContext, type ReactNode, use } from 'react';

/** Appearance → fonts.icons (docs/product.md §3): filled, grade, weight. */
export interface IconSettings {
  filled: boolean;
  /** Material-Symbols-style grade, -25 to 200. */
  grade: number;
  /** 100 to 700. */
  weight: number;
}

export const DEFAULT_ICON_SETTINGS: IconSettings = { filled: false, grade: 0, weight: 400 };

const IconSettingsContext = createContext<IconSettings>(DEFAULT_ICON_SETTINGS);

export function IconSettingsProvider({ value, children }: { value: IconSettings; children: ReactNode }) {
  return <IconSettingsContext value={value}>{children}</IconSettingsContext>;
}

export const useIconSettings = () => use(IconSettingsContext);

/**
 * Weight 100–700 maps linearly onto stroke widths 1–3 (400 → 2, lucide's own
 * default). Grade has no SVG equivalent: variable icon fonts thicken glyphs
 * without changing their size, so it only adds a small stroke offset
 * (grade 200 → +0.25, grade -25 → -0.03).
 */
export function strokeWidthFor({ weight, grade }: IconSettings): number {
  const clampedWeight = Math.min(700, Math.max(100, weight));
  const clampedGrade = Math.min(200, Math.max(-25, grade));
  const width = 1 + ((clampedWeight - 100) / 600) * 2 + clampedGrade / 800;
  return Math.round(width * 100) / 100;
}
