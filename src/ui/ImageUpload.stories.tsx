import { lettering, svgUri } from '@fixtures/images';
import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { uploadFile, uploadRefusal } from '@/api/files';
import { storyParameters } from '@/testing/story-parameters';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

/** A real PNG drawn on a canvas, so the preview shows an actual picture. */
async function pngFile(name: string, color: string, width = 160, height = 90): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((value) => resolve(value as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Sets files on the input the way a file dialog does, bypassing the accept filter of userEvent.upload. */
function choose(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A stored logo: an SVG with its name lettered in outlines. Shown through <img>, an SVG's <text> would
 * be rendered in a font of the machine, and the picture would change with it (docs/testing.md, "Fonts").
 */
const STORED_LOGO = (() => {
  const letter = (x: number) => lettering('Stored logo', { x, baseline: 38, size: 22, fill: '#fff' });
  const { svg } = letter((240 - letter(0).width) / 2);
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60"><rect width="240" height="60" rx="8" fill="#1f5fbf"/>${svg}</svg>`,
  );
})();

type DemoProps = Omit<ImageUploadProps, 'value' | 'onChange' | 'upload'> & {
  initial?: string | null;
  onChange: (url: string | null) => void;
  upload?: (file: File) => Promise<string>;
};

/** The field as a form holds it: the value is the URL the upload returned. */
function Demo({ initial = null, onChange, upload, ...props }: DemoProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div className={css({ maxWidth: 'xl' })}>
      <ImageUpload
        {...props}
        value={value}
        upload={upload ?? (async (file) => (await uploadFile(file)).url)}
        uploadErrorMessage={uploadRefusal}
        onChange={(url) => {
          setValue(url);
          onChange(url);
        }}
      />
    </div>
  );
}

const description =
  "One image of a form: drop it or choose it, see it, replace or remove it. The file is checked against `accept` and `maxFileSize` before it is sent, uploaded at once through the `upload` callback the feature passes (POST files), and the value becomes the returned URL. Stored inline images still display.\n\n**Do**\n- pass `upload` from a mutation and `uploadErrorMessage` so the server's 413/415 reason shows;\n- keep the URL in the form, never the file.\n\n**Don't**\n- ask anyone to type an image address;\n- use it for documents or several files (use `FileUpload`).";

const meta = {
  title: 'UI/ImageUpload',
  component: Demo,
  args: {
    label: 'Logo',
    helpText: 'PNG, JPEG, GIF, WebP or SVG, up to 1 MB.',
    maxFileSize: 1024 * 1024,
    onChange: fn(),
  },
  argTypes: { shape: { control: 'inline-radio', options: ['wide', 'square'] } },
  tags: ['autodocs'],
  subcomponents: { ImageUpload },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toBeEnabled();
    await expect(canvas.getByText('Drop an image here')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  },
};

export const WithStoredImage: Story = {
  args: { initial: STORED_LOGO },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Current image' }) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(240));
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeEnabled();
  },
};

export const UploadedAndShownFromItsUrl: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Logo'), await pngFile('brand.png', '#0f766e'));
    const image = (await canvas.findByRole('img', { name: 'Current image' })) as HTMLImageElement;
    // The picture now comes from the server's URL, not from the local file.
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^\/api\/v2\/files\/f\d+$/));
    await waitFor(() => expect(image.naturalWidth).toBe(160));
    await expect(args.onChange).toHaveBeenLastCalledWith(image.getAttribute('src'));
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeVisible();
  },
};

/** Chosen from the keyboard: the button is disabled while the file is on its way, then has the focus again. */
export const FocusStaysAfterTheUpload: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Choose an image' });
    button.focus();
    choose(canvas.getByLabelText('Logo') as HTMLInputElement, [await pngFile('brand.png', '#0f766e')]);
    await expect(await canvas.findByText('Uploading brand.png…')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Replace image' })).toHaveFocus());
  },
};

export const Removed: Story = {
  args: { initial: STORED_LOGO },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(await canvas.findByText('Drop an image here')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toBeVisible();
    // Remove image went with the image: the focus goes on from Choose an image.
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toHaveFocus();
  },
};

export const Uploading: Story = {
  // An upload that never responds: the field shows the chosen picture, dimmed, and a spinner.
  args: { upload: () => new Promise<string>(() => {}) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Logo'), await pngFile('brand.png', '#b5651d'));
    await expect(await canvas.findByText('Uploading brand.png…')).toBeVisible();
    const preview = canvas.getByRole('img', { name: 'Preview of brand.png' }) as HTMLImageElement;
    await waitFor(() => expect(preview.naturalWidth).toBe(160));
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toBeDisabled();
  },
};

export const WrongType: Story = {
  args: { upload: fn(async () => '/never') },
  play: async ({ canvas, args }) => {
    choose(canvas.getByLabelText('Logo') as HTMLInputElement, [
      new File(['plain text'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await expect(await canvas.findByText('notes.txt is not an accepted file type.')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** A file named and typed as a picture that is none (notes saved as logo.png) is not sent. */
export const NotAPicture: Story = {
  tags: ['no-screenshot'],
  args: { upload: fn(async () => '/never') },
  play: async ({ canvas, args }) => {
    choose(canvas.getByLabelText('Logo') as HTMLInputElement, [
      new File(['plain text'], 'logo.png', { type: 'image/png' }),
    ]);
    await expect(await canvas.findByText('logo.png is not a picture the browser can show.')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  args: { upload: fn(async () => '/never') },
  play: async ({ canvas, args }) => {
    choose(canvas.getByLabelText('Logo') as HTMLInputElement, [
      new File([new Uint8Array(2 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
    ]);
    await expect(await canvas.findByText('huge.png is larger than 1 MB.')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const RefusedByTheServer: Story = {
  parameters: storyParameters({
    msw: {
      handlers: {
        files: [
          http.post('*/api/v2/files', () =>
            HttpResponse.json(
              {
                message: 'brand.png is larger than the 200 KB this site allows.',
                messages: [
                  { path: 'file', message: 'brand.png is larger than the 200 KB this site allows.' },
                ],
              },
              { status: 413 },
            ),
          ),
        ],
      },
    },
  }),
  args: { initial: STORED_LOGO },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Logo'), await pngFile('brand.png', '#0f766e'));
    await expect(
      await canvas.findByText('brand.png is larger than the 200 KB this site allows.'),
    ).toBeVisible();
    // The stored image stays: a refused upload changes nothing.
    await expect(canvas.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', STORED_LOGO);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SquareIcon: Story = {
  args: { label: 'Favicon', shape: 'square', initial: STORED_LOGO, error: 'The favicon must be square.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The favicon must be square.')).toBeVisible();
    await expect(canvas.getByLabelText('Favicon')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  args: { initial: STORED_LOGO },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: translated('ar', 'Current image') });
    const replace = canvas.getByRole('button', { name: translated('ar', 'Replace image') });
    // The picture starts the row on the right; the buttons sit on its left.
    await expect(image.getBoundingClientRect().left).toBeGreaterThan(replace.getBoundingClientRect().right);
  },
};
