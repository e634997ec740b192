import { makeAppearance } from '@fixtures/site';
import interLight from '@fontsource/inter/files/inter-latin-300-normal.woff2?url';
import interBlack from '@fontsource/inter/files/inter-latin-900-normal.woff2?url';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { toAppearance } from '@/api/appearance';
import { storyParameters } from '@/testing/story-parameters';
import { Button } from '@/ui/Button';
import type { ThemeInput } from './build-theme';
import { ThemeGallery } from './ThemeGallery';
import { ThemeProvider } from './ThemeProvider';

const defaultBrand: ThemeInput = toAppearance(makeAppearance());

const darkHeader: ThemeInput = {
  ...defaultBrand,
  // The default logo is made for a light header.
  logo: null,
  colors: { primary: '#0f766e', secondary: '#b45309', header: '#111827', sidebarMenu: '#1f2937' },
  fonts: { ...defaultBrand.fonts, icons: { filled: true, grade: 0, weight: 300 } },
};

// Fonts from the bundled @fontsource files, under brand names: no network.
const roundBrand: ThemeInput = {
  colors: { primary: '#e879f9', header: '#fdf4ff', sidebarMenu: '#fae8ff', background: '#fffbff' },
  roundness: { inputField: 20, button: 24, card: 28 },
  fonts: {
    body: {
      family: 'Brand Text',
      files: [{ style: 'normal', weight: 300, url: interLight, format: 'woff2' }],
    },
    headings: {
      family: 'Brand Display',
      files: [{ style: 'normal', weight: 900, url: interBlack, format: 'woff2' }],
    },
    icons: { filled: false, grade: 200, weight: 700 },
  },
};

const rootVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

const meta = {
  title: 'Theming/Theme gallery',
  component: ThemeGallery,
  parameters: { layout: 'fullscreen' },
  loaders: [
    async () => {
      // Screenshots wait for the brand fonts, not only the preview's.
      await Promise.all(
        ['300 16px "Brand Text"', '900 16px "Brand Display"'].map((font) =>
          document.fonts.load(font).catch(() => []),
        ),
      );
      return {};
    },
  ],
} satisfies Meta<typeof ThemeGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultAppearance: Story = {
  parameters: storyParameters({ appearance: defaultBrand, layout: 'fullscreen' }),
  play: async ({ canvas }) => {
    await expect(rootVar('--colors-primary')).toBe('#1f5fbf');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Primary' })).borderRadius).toBe('8px');
    await expect(canvas.getByTestId('site-background')).toBeInTheDocument();
    // The theme's icon, which React puts in the head, after index.html's (overriding it).
    await expect(document.head.querySelector('link[rel=icon]:last-of-type')?.getAttribute('href')).toMatch(
      /^data:image\/svg\+xml/,
    );
    // The appearance names Inter in three weights, which the app's stylesheet already declares as
    // variable faces, each a range of weights (src/ui/theme/inter.css): the theme adds none of its
    // own, which would each be one weight.
    const interWeights: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/["']/g, '') === 'Inter') interWeights.push(face.weight);
    });
    await expect(interWeights.length).toBeGreaterThan(0);
    await expect(interWeights.filter((weight) => !/^\d+ \d+$/.test(weight))).toEqual([]);
  },
};

export const DarkHeader: Story = {
  parameters: storyParameters({ appearance: darkHeader, layout: 'fullscreen' }),
  play: async ({ canvas }) => {
    const header = canvas.getByTestId('header');
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(17, 24, 39)');
    // Luminance below 0.43: light text.
    await expect(getComputedStyle(header).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByTestId('sidebar')).color).toBe('rgb(255, 255, 255)');
    await expect(canvas.getByRole('button', { name: 'Settings' }).querySelector('svg')).toHaveAttribute(
      'fill',
      'currentColor',
    );
  },
};

export const RoundBrandWithCustomFonts: Story = {
  parameters: storyParameters({ appearance: roundBrand, layout: 'fullscreen' }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.fonts.check('300 16px "Brand Text"')).toBe(true), { timeout: 3000 });
    await document.fonts.ready;
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontFamily).toMatch(
      /^"?Brand Display/,
    );
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Primary' })).borderRadius).toBe('24px');
    await expect(getComputedStyle(canvas.getByRole('textbox', { name: 'Product title' })).borderRadius).toBe(
      '20px',
    );
    // A light brand colour is darkened until white button text stays readable.
    await expect(rootVar('--colors-primary')).not.toBe('#e879f9');
    await expect(rootVar('--colors-primary-fg')).toBe('#ffffff');
    // Dark header text on a light header (luminance above 0.43).
    await expect(getComputedStyle(canvas.getByTestId('header')).color).toBe('rgb(26, 29, 33)');
  },
};

export const RoundBrandRightToLeft: Story = {
  parameters: storyParameters({ appearance: roundBrand, locale: 'ar', layout: 'fullscreen' }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.fonts.check('900 16px "Brand Display"')).toBe(true), {
      timeout: 3000,
    });
    await document.fonts.ready;
    const sidebar = canvas.getByTestId('sidebar');
    // The sidebar comes first in reading order: on the right in right-to-left.
    await expect(sidebar.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

const hostile: ThemeInput = {
  colors: { primary: 'red;}body{display:none}', header: '#000;background:url(javascript:alert(1))' },
  roundness: { button: Number.NaN },
  fonts: {
    body: {
      family: 'Evil',
      files: [{ style: 'normal', weight: 400, url: 'javascript:alert(1)', format: 'woff2' }],
    },
    headings: { family: "x'; } * { display: none", files: [] },
  },
  logo: 'javascript:alert(1)',
  site_background: 'x") ; } body { display: none',
};

export const InjectionAttemptsRejected: Story = {
  parameters: storyParameters({ appearance: hostile, layout: 'fullscreen' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(rootVar('--colors-primary')).toBe('#1f5fbf');
    await expect(document.documentElement.style.getPropertyValue('--colors-header-bg')).toBe('');
    await expect(canvas.queryByTestId('site-background')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Learning platform' })).not.toBeInTheDocument();
  },
};

function LiveSwitch() {
  const [dark, setDark] = useState(false);
  return (
    <ThemeProvider appearance={dark ? darkHeader : defaultBrand}>
      <div style={{ padding: 16 }}>
        <Button variant="outline" onClick={() => setDark((value) => !value)}>
          Switch appearance
        </Button>
      </div>
      <ThemeGallery />
    </ThemeProvider>
  );
}

export const LiveSwitchWithoutReload: Story = {
  render: () => <LiveSwitch />,
  play: async ({ canvas }) => {
    await expect(rootVar('--colors-header-bg')).toBe('#ffffff');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch appearance' }));
    await waitFor(() => expect(rootVar('--colors-header-bg')).toBe('#111827'));
    await expect(getComputedStyle(canvas.getByTestId('header')).color).toBe('rgb(255, 255, 255)');
  },
};
