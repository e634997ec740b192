import { css } from 'styled-system/css';
import { tokenVar } from '../token-var';

/** The editor: its toolbar row above its writing box. */
export const editorRoot = css({ display: 'grid', gap: '1.5', minWidth: 0 });

export const toolbarRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5',
  minHeight: '10',
  padding: '1',
  bg: 'muted',
  borderRadius: 'l1',
});

export const toolbarButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8',
  height: '8',
  flexShrink: 0,
  borderRadius: 'l1',
  color: 'fg',
  bg: 'transparent',
  cursor: 'pointer',
  transition: 'background-color 0.15s, color 0.15s',
  _hover: { bg: 'border' },
  _pressed: { bg: 'primary.subtle', color: 'primary', _hover: { bg: 'primary.subtle' } },
  _disabled: { opacity: 0.4, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
});

export const toolbarDivider = css({
  width: 'token(borderWidths.thin)',
  alignSelf: 'stretch',
  marginBlock: '1',
  marginInline: '1',
  bg: 'border.strong',
});

/** The writing box adds to the input recipe only what a box of rich text needs. */
export const writingBox = css({
  overflowY: 'auto',
  lineHeight: '1.5',
  overflowWrap: 'anywhere',
  '& > :first-child': { marginBlockStart: '0' },
  '& > :last-child': { marginBlockEnd: '0' },
  // Pictures and tables of stored HTML (the editor keeps them): shown as the site shows them.
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', marginBlock: '2' },
  '& img.ProseMirror-selectednode': {
    outlineWidth: 'focusRing',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
  },
  '& .tableWrapper': { overflowX: 'auto', marginBlock: '2' },
  '& table': { borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%' },
  '& th, & td': {
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    paddingBlock: '1',
    paddingInline: '2',
    verticalAlign: 'top',
    textAlign: 'start',
    position: 'relative',
  },
  '& th': { fontWeight: 'semibold', bg: 'muted' },
  '& th > p, & td > p': { marginBlock: '0' },
  '& .selectedCell': { bg: 'primary.subtle' },
  '& blockquote': { marginBlock: '2', marginInline: '0' },
});

/** Height of the writing box for `rows` lines of text, with its padding and border. */
export const writingBoxMinHeight = (rows: number) =>
  `calc(${rows * 1.5}em + 1rem + 2 * ${tokenVar('borderWidths.thin')})`;
