/** docs/product.md §9: shown beyond three viewport heights; scroll events debounced by 50 ms. */
export const BACK_TO_TOP_VIEWPORTS = 3;
export const BACK_TO_TOP_DEBOUNCE_MS = 50;

export interface ScrollSample {
  y: number;
  viewportHeight: number;
  pageHeight: number;
}

export interface BackToTopState {
  visible: boolean;
  /** Whether the user went beyond the threshold since the last time at the top. */
  wentBeyond: boolean;
  lastY: number;
  lastPageHeight: number;
}

export const initialBackToTop: BackToTopState = {
  visible: false,
  wentBeyond: false,
  lastY: 0,
  lastPageHeight: 0,
};

/**
 * docs/product.md §2: the button appears after scrolling down more than three viewport
 * heights, or when scrolling up from beyond that point (it stays while the
 * user heads back up, until the top); it hides when the page gets shorter.
 */
export function nextBackToTop(state: BackToTopState, sample: ScrollSample): BackToTopState {
  const threshold = BACK_TO_TOP_VIEWPORTS * sample.viewportHeight;
  const base = { lastY: sample.y, lastPageHeight: sample.pageHeight };
  if (state.lastPageHeight > 0 && sample.pageHeight < state.lastPageHeight) {
    return { ...base, visible: false, wentBeyond: sample.y > threshold };
  }
  if (sample.y > threshold) return { ...base, visible: true, wentBeyond: true };
  if (sample.y <= 0) return { ...base, visible: false, wentBeyond: false };
  const scrollingUp = sample.y < state.lastY;
  return { ...base, wentBeyond: state.wentBeyond, visible: state.wentBeyond && scrollingUp };
}
