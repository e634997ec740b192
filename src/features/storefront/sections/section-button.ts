import { css } from 'styled-system/css';

/**
 * A section's button keeps to its box whatever its label: an administrator's text wraps rather than
 * run past the edge of a phone (the kit's buttons keep one line).
 */
export const sectionButton = css({
  flexShrink: 0,
  maxWidth: '100%',
  height: 'auto',
  minHeight: '12',
  paddingBlock: '2',
  whiteSpace: 'normal',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
