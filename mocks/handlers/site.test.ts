import { makeAppearance } from '@fixtures/site';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAppearance, toAppearance } from '@/api/appearance';
import { camelCaseKeys } from '@/api/case';
import { getMe } from '@/api/session';
import { getStorefrontAppearance, saveStorefrontAppearance } from '@/api/storefront';
import { ROUNDNESS_RADII } from '@/features/storefront/settings/appearance-form';
import { buildTheme } from '@/features/theming/build-theme';
import { createMockServer } from '../node';
import { ROUNDNESS_PX } from './site';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

describe('GET appearance after the appearance page saves', () => {
  beforeEach(async () => {
    mock.useScenario('default', { role: 'administrator' });
    await getMe();
  });

  it('returns the seeded appearance as long as nothing is saved: the page edits the site’s own brand', async () => {
    expect(await getAppearance()).toEqual(toAppearance(makeAppearance()));
  });

  it('keeps the site’s appearance for a storefront saved before the brand fields existed', async () => {
    const db = mock.useScenario('default', { role: 'administrator' });
    const { secondary_color, header_color, font, roundness, logo, favicon, site_background, ...older } =
      db.storefront.appearance;
    db.storefront.appearance = { ...older, accent_color: '#7a1f5c' };
    expect(await getAppearance()).toEqual(toAppearance(makeAppearance()));
  });

  it('returns the saved colours, font and roundness, and the theme is built from them', async () => {
    const saved = await saveStorefrontAppearance({
      ...(await getStorefrontAppearance()),
      accent_color: '#7a1f5c',
      secondary_color: '#225566',
      header_color: '#1b2430',
      text_color: '#222222',
      background_color: '#fdf8f0',
      font: 'Georgia',
      roundness: 'round',
      logo: null,
      favicon: null,
      site_background: null,
    });
    expect(saved.font).toBe('Georgia');

    const appearance = await getAppearance();
    expect(appearance.colors).toMatchObject({
      primary: '#7a1f5c',
      secondary: '#225566',
      header: '#1b2430',
      text: '#222222',
      background: '#fdf8f0',
    });
    expect(appearance.fonts?.body).toEqual({ name: 'Georgia', family: 'Georgia', files: [] });
    expect(appearance.fonts?.headings.family).toBe('Georgia');
    expect(appearance.roundness).toMatchObject({ inputField: 12, button: 24, card: 24 });
    // Empty picture fields leave the site's pictures alone (the page does not show the seeded ones).
    expect(appearance.logo).toBe(makeAppearance().logo);

    const theme = buildTheme(appearance);
    expect(theme.rejected).toEqual([]);
    expect(theme.variables['--colors-primary']).toBe('#7a1f5c');
    expect(theme.variables['--colors-canvas']).toBe('#fdf8f0');
    expect(theme.variables['--fonts-body']).toMatch(/^'?Georgia'?,/);
    expect(theme.variables['--radii-l1']).toBe('12px');
    expect(theme.variables['--radii-l2']).toBe('24px');
  });

  it('returns a picture the page saved instead of the seeded one', async () => {
    await saveStorefrontAppearance({
      ...(await getStorefrontAppearance()),
      logo: '/api/v2/files/f42',
      site_background: 'https://cdn.example.com/background.webp',
    });
    const appearance = await getAppearance();
    expect(appearance.logo).toBe('/api/v2/files/f42');
    expect(appearance.site_background).toBe('https://cdn.example.com/background.webp');
    expect(appearance.favicon).toBe(makeAppearance().favicon);
  });

  it('keeps the bundled Inter files when Inter is chosen, and returns only the attributes asked for', async () => {
    await saveStorefrontAppearance({
      ...(await getStorefrontAppearance()),
      font: 'Inter',
      roundness: 'square',
    });
    const appearance = await getAppearance(['fonts', 'roundness']);
    expect(appearance.fonts?.body.files.length).toBeGreaterThan(0);
    expect(appearance.roundness).toMatchObject({ inputField: 0, button: 0, card: 0 });
    expect(appearance.colors).toEqual({});
    expect(appearance.logo).toBeUndefined();
  });

  it('maps the corner choices as the appearance page previews them', () => {
    for (const [choice, radii] of Object.entries(ROUNDNESS_PX)) {
      expect(camelCaseKeys(radii)).toEqual(ROUNDNESS_RADII[choice as keyof typeof ROUNDNESS_RADII]);
    }
  });
});
