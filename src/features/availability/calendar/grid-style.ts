import { css } from 'styled-system/css';

/** Where a slot created without a time starts, in both grids. */
export const DEFAULT_HOUR = 9;

/** The box both calendar grids sit in; each adds how it clips or scrolls. */
export const gridFrame = css({
  // The containing block of the visually hidden labels.
  position: 'relative',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'surface',
});

/** The weekday names above both grids; each adds its own bottom border. */
export const gridHeaderCell = css({
  fontWeight: 'normal',
  paddingBlock: '2',
  textAlign: 'center',
  fontSize: 'sm',
  color: 'fg.muted',
  borderColor: 'border',
});
