import { css } from 'styled-system/css';

/**
 * What a user types reads in its own direction (docs/i18n.md): each line's first letter decides it,
 * so an English sentence typed on the Arabic site ends with its full stop, and an Arabic one on the
 * English site starts at the right. An empty field, and a placeholder, follow the page; Firefox shows
 * no placeholder in a field of this style, so it applies once the placeholder is gone. For fields of
 * words: a number or a date has no letter to decide by and would move to the left.
 */
export const typedTextStyle = css({ '&:not(:placeholder-shown)': { unicodeBidi: 'plaintext' } });
