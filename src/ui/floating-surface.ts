import { css } from 'styled-system/css';

/**
 * The look of everything that floats above the page and is opened from a trigger: menus, list
 * boxes, the date picker. Each adds its own size and padding with `cx(floatingSurface, …)`; none
 * of them sets a property this one sets.
 */
export const floatingSurface = css({
  bg: 'surface',
  color: 'fg',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l2',
  boxShadow: 'lg',
  outline: 'none',
  zIndex: 'popover',
});
