import { describe, expect, it } from 'vitest';
import { buildTheme } from '@/features/theming';
import { contrastProblems, ROUNDNESS_RADII, toThemeInput } from './appearance-form';

describe('contrastProblems', () => {
  it('finds nothing wrong with a readable palette', () => {
    expect(
      contrastProblems({
        header_color: '#ffffff',
        accent_color: '#1f5fbf',
        text_color: '#1b2430',
        background_color: '#f6f8fb',
      }),
    ).toEqual([]);
  });

  it('follows the header rule: above luminance 0.43 dark text, below it white text', () => {
    // #a0a0a0 is 0.35: white text, 2.6:1.
    expect(contrastProblems({ header_color: '#a0a0a0' })).toEqual([
      { pair: 'Header text on the header colour', field: 'header_color', ratio: 2.6 },
    ]);
    // #b4b4b4 is 0.46: dark text, which reads well.
    expect(contrastProblems({ header_color: '#b4b4b4' })).toEqual([]);
  });

  it('flags white button text on a light accent and pale text on a light background', () => {
    const problems = contrastProblems({
      accent_color: '#7fb3ff',
      text_color: '#cccccc',
      background_color: '#ffffff',
    });
    expect(problems.map((problem) => problem.field)).toEqual(['accent_color', 'text_color']);
    expect(problems.every((problem) => problem.ratio < 4.5)).toBe(true);
  });

  it('ignores a colour still being typed', () => {
    expect(contrastProblems({ header_color: '#a0', text_color: 'red;}' })).toEqual([]);
  });
});

describe('toThemeInput', () => {
  it('maps the draft onto the theme the site builds: accent → primary, roundness → radii, font → both families', () => {
    const theme = buildTheme(
      toThemeInput({
        accent_color: '#0f5132',
        header_color: '#10243f',
        text_color: '#111111',
        background_color: '#fafafa',
        roundness: 'round',
        font: 'Georgia',
        logo: '/api/v2/files/f1',
      }),
    );
    expect(theme.variables['--colors-primary']).toBe('#0f5132');
    expect(theme.variables['--colors-header-fg']).toBe('#ffffff');
    expect(theme.variables['--colors-canvas']).toBe('#fafafa');
    expect(theme.variables['--radii-l2']).toBe(`${ROUNDNESS_RADII.round.button}px`);
    expect(theme.variables['--fonts-body']).toMatch(/^'Georgia', /);
    expect(theme.logo).toBe('/api/v2/files/f1');
    expect(theme.rejected).toEqual([]);
  });

  it('leaves out a colour that is not valid yet', () => {
    expect(toThemeInput({ accent_color: 'red;}body{' }).colors).toEqual({});
  });
});
