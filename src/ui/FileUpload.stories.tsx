import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { FileUpload } from './FileUpload';

/** A real PNG drawn on a canvas, so the preview shows an actual image. */
async function pngFile(name: string, color: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 64;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = color;
  context.fillRect(0, 0, 96, 64);
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

function Uploads({ onFilesChange }: { onFilesChange: (files: File[]) => void }) {
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: 'md' })}>
      <FileUpload
        label="Product image"
        accept={['image/png', 'image/jpeg']}
        maxFileSize={1024 * 1024}
        helpText="PNG or JPEG, up to 1 MB."
        onFilesChange={onFilesChange}
      />
      <FileUpload label="Attachments" maxFiles={2} disabled />
    </div>
  );
}

const description =
  'Pick or drop files; images show a preview. Files of the wrong type, too large or too many are refused with a message saying why; each chosen file can be removed.\n\n**Do**\n- set `accept`, the size limit and the count from what the server accepts;\n\n**Don\'t**\n- use a bare `<input type="file">` in a feature.';

const meta = {
  title: 'UI/FileUpload',
  component: Uploads,
  args: { onFilesChange: fn() },
  tags: ['autodocs'],
  subcomponents: { FileUpload },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Uploads>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptRejectRemove: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Product image') as HTMLInputElement;
    await expect(canvas.getAllByRole('button', { name: 'Choose a file' })[0]).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: 'Drag and drop a file here' })[0]).toBeVisible();

    choose(input, [new File(['plain text'], 'notes.txt', { type: 'text/plain' })]);
    await expect(await canvas.findByText('notes.txt is not an accepted file type.')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);

    choose(input, [new File([new Uint8Array(2 * 1024 * 1024)], 'huge.png', { type: 'image/png' })]);
    await expect(await canvas.findByText('huge.png is larger than 1 MB.')).toBeVisible();

    const mug = await pngFile('mug.png', '#b5651d');
    await userEvent.upload(input, mug);
    const preview = await canvas.findByRole('img', { name: 'Preview of mug.png' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(96));
    await expect(canvas.getByText('mug.png')).toBeVisible();
    await expect(canvas.queryByText(/not an accepted file type/)).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenCalledWith([mug]);

    const remove = canvas.getByRole('button', { name: 'Remove mug.png' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('mug.png')).not.toBeInTheDocument());
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getAllByRole('button', { name: 'Choose a file' })[1]).toBeDisabled();
  },
};

export const WithPreview: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Product image'),
      await pngFile('a-very-long-file-name-for-the-product-image-that-has-to-be-cut-short.png', '#2f6fdf'),
    );
    const preview = await canvas.findByRole('img', { name: /^Preview of a-very-long-file-name/ });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(96));
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Product image'), await pngFile('mug.png', '#b5651d'));
    const preview = await canvas.findByRole('img', {
      name: translated('ar', 'Preview of @name', { '@name': 'mug.png' }),
    });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(96));
    const remove = canvas.getByRole('button', {
      name: translated('ar', 'Remove @name', { '@name': 'mug.png' }),
    });
    // The preview starts the row on the right; the remove button ends it on the left.
    await expect(preview.getBoundingClientRect().left).toBeGreaterThan(remove.getBoundingClientRect().right);
  },
};
