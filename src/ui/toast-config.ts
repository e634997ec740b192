/** docs/product.md §8/§9: notices vanish after 10 000 ms. */
export const TOAST_DURATION = 10_000;

export type ToastType = 'success' | 'warning' | 'error' | 'info';
