import { css } from 'styled-system/css';

export const sectionTitleStyle = css({ fontSize: 'xl', fontWeight: 'semibold', margin: 0 });

export const cardStyle = css({
  bg: 'surface',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  padding: { base: '4', md: '6' },
});

export const toolbarStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '4',
});

export const formStyle = css({ display: 'grid', gap: '5', maxWidth: '2xl' });

export const formActionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

export const mutedTextStyle = css({ color: 'fg.muted', fontSize: 'sm' });

export const checkboxRowStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'md',
  cursor: 'pointer',
  '& input': { width: '4', height: '4', accentColor: 'token(colors.primary)', margin: 0 },
});
