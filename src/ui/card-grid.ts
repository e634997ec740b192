import { css } from 'styled-system/css';

/** A list of cards in one, two and three columns as the page widens (`LinkCardList`, the archive). */
export const cardGridStyle = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
