import { storefrontHandlers } from '@mocks/handlers/storefront';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';

const meta = {
  title: 'Pages/Storefront settings',
  decorators: [withPage],
  parameters: pageParameters('/settings/storefront', { role: 'administrator' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.getElementById('main-content') ?? canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Storefront settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Storefront for registered users/ })).toHaveAttribute(
      'href',
      '/settings/storefront/registered',
    );
    await expect(page.getByRole('link', { name: /Storefront for unregistered users/ })).toHaveAttribute(
      'href',
      '/settings/storefront/unregistered',
    );
    await expect(page.getByRole('link', { name: /Appearance/ })).toHaveAttribute(
      'href',
      '/settings/storefront/appearance',
    );
  },
};

export const LearnerIsDenied: Story = {
  parameters: pageParameters('/settings/storefront', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await main(canvasElement).findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeVisible();
  },
};

export const AppearanceSaved: Story = {
  parameters: pageParameters('/settings/storefront/appearance', { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    const accent = await page.findByRole('textbox', { name: /Accent colour/ });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#0f5132');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    // A toast fades in from its first frame: wait until it shows, not only until it is in the page.
    await waitFor(() =>
      expect(
        body(canvasElement).getByText('Storefront settings have been successfully saved!'),
      ).toBeVisible(),
    );
    await waitFor(() => expect(getMockDb().storefront.appearance.accent_color).toBe('#0f5132'));
  },
};

export const AppearanceInvalidColour: Story = {
  parameters: pageParameters('/settings/storefront/appearance', { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    const text = await page.findByRole('textbox', { name: /Text colour/ });
    await userEvent.clear(text);
    // '{{' types a literal brace.
    await userEvent.type(text, 'red;}}body{{display:none}}');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Enter a colour such as #1f5fbf.')).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AppearanceSaveFails: Story = {
  parameters: pageParameters('/settings/storefront/appearance', {
    role: 'administrator',
    msw: {
      handlers: {
        storefront: [
          http.post('*/api/v2/settings/storefront/appearance', () =>
            HttpResponse.json(
              { messages: [{ path: 'card_style', message: 'This card style is not available.' }] },
              { status: 400 },
            ),
          ),
          ...storefrontHandlers(getMockDb),
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    const accent = await page.findByRole('textbox', { name: /Accent colour/ });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#123456');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('This card style is not available.')).toBeVisible();
    // A toast fades in from its first frame: wait until it shows, not only until it is in the page.
    await waitFor(() =>
      expect(body(canvasElement).getByText('Something went wrong, please try again.')).toBeVisible(),
    );
    // The edit survives the failed save and the refetch that follows it.
    await expect(accent).toHaveValue('#123456');
  },
};

export const AppearanceRightToLeft: Story = {
  parameters: pageParameters('/settings/storefront/appearance', { role: 'administrator', locale: 'ar' }),
  play: async ({ canvasElement }) => expectRightToLeftPage(canvasElement),
};
