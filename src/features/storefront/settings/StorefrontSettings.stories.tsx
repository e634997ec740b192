import { storeFile } from '@mocks/handlers/files';
import { storefrontHandlers } from '@mocks/handlers/storefront';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, scrollPageTo, waitForPage } from '@/testing/page-helpers';

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
    // Opened from the settings, it leads back there, as the incentives settings do.
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
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

/** In Arabic, the storefront's path stays one left-to-right piece inside the sentence. */
export const LandingRightToLeft: Story = {
  parameters: pageParameters('/settings/storefront', { role: 'administrator', locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
    const page = main(canvasElement);
    await expect(await page.findByText(/ما يراه المتعلمون المسجلون في/)).toHaveTextContent(
      '\u2068/storefront\u2069',
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

/** A real PNG drawn on a canvas, so the uploaded logo is a picture the browser decodes. */
async function pngFile(name: string, color: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 180;
  canvas.height = 48;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = color;
  context.fillRect(0, 0, 180, 48);
  context.fillStyle = '#ffffff';
  context.fillRect(12, 12, 24, 24);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((value) => resolve(value as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

const APPEARANCE = '/settings/storefront/appearance';
const preview = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLElement>('[data-testid="appearance-preview"]');
const previewVariable = (canvasElement: HTMLElement, name: string) =>
  preview(canvasElement)?.style.getPropertyValue(name);

/** Brings the image fields under the header, with the preview beside them on a wide screen. */
async function showImages(canvasElement: HTMLElement) {
  const images = main(canvasElement).getByRole('group', { name: 'Images' });
  await scrollPageTo(images.getBoundingClientRect().top + window.scrollY - 80);
}

export const AppearanceSaved: Story = {
  parameters: pageParameters(APPEARANCE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    const accent = await page.findByRole('textbox', { name: 'Accent colour' });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#0f5132');
    // The preview follows the draft before anything is saved.
    await waitFor(() => expect(previewVariable(canvasElement, '--colors-primary')).toBe('#0f5132'));
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
  parameters: pageParameters(APPEARANCE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    const text = await page.findByRole('textbox', { name: 'Text colour' });
    await userEvent.clear(text);
    // '{{' types a literal brace.
    await userEvent.type(text, 'red;}}body{{display:none}}');
    await expect(
      await page.findByText('Enter a colour as # followed by 3 or 6 hexadecimal digits, e.g. #1f6feb.'),
    ).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    // Nothing of the typed text reaches the theme: the preview keeps the last valid colour.
    await expect(previewVariable(canvasElement, '--colors-fg')).toMatch(/^#[0-9a-f]{6}$/);
    // Saving refuses what the field shows: the form's message in place of the picker's, the focus on
    // the field, nothing sent.
    const before = getMockDb().storefront.appearance.text_color;
    const typed = (text as HTMLInputElement).value;
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Enter a colour such as #1f5fbf.')).toBeVisible();
    // Read with the field, as every field's message is.
    await expect(text).toHaveAccessibleDescription('Enter a colour such as #1f5fbf.');
    await expect(page.queryByText(/hexadecimal digits/)).not.toBeInTheDocument();
    await waitFor(() => expect(text).toHaveFocus());
    await expect(text).toHaveValue(typed);
    await expect(getMockDb().storefront.appearance.text_color).toBe(before);
    await expect(body(canvasElement).queryByText(/successfully saved/)).not.toBeInTheDocument();
  },
};

export const AppearanceContrastWarning: Story = {
  parameters: pageParameters(APPEARANCE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    await expect(page.queryByTestId('contrast-warning')).not.toBeInTheDocument();
    const header = await page.findByRole('textbox', { name: 'Header colour' });
    await userEvent.clear(header);
    // Luminance 0.38: under 0.43 the header text turns white, which reads at 2.6:1 only.
    await userEvent.type(header, '#a0a0a0');
    const warning = await page.findByTestId('contrast-warning');
    await expect(warning).toHaveTextContent('Header text on the header colour: 2.6:1');
    await waitFor(() => expect(previewVariable(canvasElement, '--colors-header-fg')).toBe('#ffffff'));
    const text = page.getByRole('textbox', { name: 'Text colour' });
    await userEvent.clear(text);
    await userEvent.type(text, '#cccccc');
    await waitFor(() => expect(warning).toHaveTextContent('Text on the background colour'));
  },
};

export const AppearanceUploadsALogo: Story = {
  parameters: pageParameters(APPEARANCE, { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    await expect(await page.findByText('Your logo')).toBeInTheDocument();
    await userEvent.upload(page.getByLabelText('Logo'), await pngFile('northwind.png', '#1f5fbf'));
    // The field and the preview's header both show the picture from the URL the server returned.
    const current = await page.findByRole('img', { name: 'Current image' });
    await waitFor(() => expect(current.getAttribute('src')).toMatch(/^\/api\/v2\/files\/f\d+$/));
    await waitFor(() => expect((current as HTMLImageElement).naturalWidth).toBe(180));
    const logo = preview(canvasElement)?.querySelector('img');
    await waitFor(() => expect(logo?.getAttribute('src')).toBe(current.getAttribute('src')));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getMockDb().storefront.appearance.logo).toBe(current.getAttribute('src')));
    await showImages(canvasElement);
  },
};

export const AppearanceWithStoredImages: Story = {
  parameters: pageParameters(APPEARANCE, {
    role: 'administrator',
    mockDb: (db) => {
      // An inline logo saved before uploads existed, and an uploaded favicon.
      const favicon = storeFile(db, {
        name: 'icon.svg',
        mime: 'image/svg+xml',
        bytes: new TextEncoder().encode(
          "<svg xmlns='http://www.w3.org/2000/svg' width='32' height='32'><rect width='32' height='32' rx='6' fill='#0f766e'/></svg>",
        ).buffer as ArrayBuffer,
      });
      db.storefront.appearance = {
        ...db.storefront.appearance,
        logo: "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='180'%20height='48'%3E%3Crect%20width='180'%20height='48'%20rx='8'%20fill='%230f766e'/%3E%3C/svg%3E",
        favicon: favicon.url,
        header_color: '#10243f',
        roundness: 'round',
      };
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    const images = await page.findAllByRole('img', { name: 'Current image' });
    await expect(images).toHaveLength(2);
    for (const image of images)
      await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(page.getAllByRole('button', { name: 'Remove image' })).toHaveLength(2);
    await expect(page.getByRole('radio', { name: 'Round' })).toBeChecked();
    // The preview's header shows the stored inline logo too.
    await waitFor(() => expect(preview(canvasElement)?.querySelector('img')).toBeTruthy());
    await showImages(canvasElement);
  },
};

export const AppearanceUploadRefused: Story = {
  parameters: pageParameters(APPEARANCE, {
    role: 'administrator',
    msw: {
      handlers: {
        files: [
          http.post('*/api/v2/files', () =>
            HttpResponse.json(
              {
                message: 'northwind.png is not an image: use PNG, JPEG, GIF, WebP, SVG or ICO.',
                messages: [
                  {
                    path: 'file',
                    message: 'northwind.png is not an image: use PNG, JPEG, GIF, WebP, SVG or ICO.',
                  },
                ],
              },
              { status: 415 },
            ),
          ),
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    await userEvent.upload(await page.findByLabelText('Logo'), await pngFile('northwind.png', '#1f5fbf'));
    await expect(
      await page.findByText('northwind.png is not an image: use PNG, JPEG, GIF, WebP, SVG or ICO.'),
    ).toBeVisible();
    await expect(page.getByText('Your logo')).toBeInTheDocument();
    await showImages(canvasElement);
  },
};

export const AppearanceSaveFails: Story = {
  parameters: pageParameters(APPEARANCE, {
    role: 'administrator',
    msw: {
      handlers: {
        storefront: [
          http.post('*/api/v2/settings/storefront/appearance', () =>
            HttpResponse.json(
              {
                messages: [
                  { path: 'card_style', message: 'This card style is not available.' },
                  { path: 'logo', message: 'This logo is wider than the header allows.' },
                ],
              },
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
    const accent = await page.findByRole('textbox', { name: 'Accent colour' });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#123456');
    await userEvent.upload(page.getByLabelText('Logo'), await pngFile('northwind.png', '#1f5fbf'));
    await page.findByRole('img', { name: 'Current image' });
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('This card style is not available.')).toBeVisible();
    await expect(page.getByText('This logo is wider than the header allows.')).toBeVisible();
    // Both are on their fields: nothing above the form (the notice's id, "toast-1", once showed there).
    await expect(page.queryByText(/^toast-/)).not.toBeInTheDocument();
    // A toast fades in from its first frame: wait until it shows, not only until it is in the page.
    await waitFor(() =>
      expect(body(canvasElement).getByText('Something went wrong, please try again.')).toBeVisible(),
    );
    // The edits survive the failed save and the refetch that follows it.
    await expect(accent).toHaveValue('#123456');
    await expect(page.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/v2\/files\//),
    );
  },
};

export const AppearanceRightToLeft: Story = {
  parameters: pageParameters(APPEARANCE, { role: 'administrator', locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
    await expect(await main(canvasElement).findByTestId('appearance-preview')).toBeInTheDocument();
  },
};
