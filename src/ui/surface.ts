import { css } from 'styled-system/css';

/**
 * The box of a card-like item on the page (a training, a search result, a list row on a phone):
 * the surface colour, a hairline border and the card roundness. Add layout and padding with
 * `cx(cardSurface, …)`; the kit's `Card` is built on it too.
 */
export const cardSurface = css({
  bg: 'surface',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
  minWidth: 0,
});
