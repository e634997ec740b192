import { css } from 'styled-system/css';

/**
 * A description list of short facts about one thing (a training's duration and language, a reward's
 * price and stock): the names muted in a column of their own, the values beside them in bold.
 */
export const factListStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '2',
  margin: 0,
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: 0, fontWeight: 'semibold' },
});
