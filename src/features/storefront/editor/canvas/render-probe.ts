import { createContext, use } from 'react';
import type { SectionId } from '../model';

/** The parts of the canvas whose renders the render-count test counts. */
export type RenderedPart = 'sortable' | 'label' | 'card' | 'preview' | 'insertion';

/**
 * Told of every render of a canvas part, for the render-count test
 * (EditorCanvas.stories.tsx): an edit must re-render one section, a move a
 * handful. No provider in the app, so it costs one context read per render.
 */
export const RenderProbeContext = createContext<((part: RenderedPart, key: SectionId) => void) | null>(null);

export function useRenderProbe(part: RenderedPart, key: SectionId): void {
  use(RenderProbeContext)?.(part, key);
}
