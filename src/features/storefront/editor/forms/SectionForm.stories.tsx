import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { contentFields } from '../../sections/types/hero/fields';
import { SectionForm } from './SectionForm';

/** A real PNG drawn on a canvas, so the uploaded picture is one the browser decodes. */
async function pngFile(name: string, color: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 100;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = color;
  context.fillRect(0, 0, 200, 100);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((value) => resolve(value as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

const STORED =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='200' height='100'%3E%3Crect width='200' height='100' fill='%230f766e'/%3E%3C/svg%3E";

function HeroForm({ image, onSubmit }: { image: string; onSubmit: (values: unknown) => void }) {
  return (
    <div className={css({ maxWidth: '4xl' })}>
      <SectionForm
        heading="Hero"
        fields={contentFields}
        initialValues={{ title: 'Learn something new today', subtitle: '', image, image_alt: '' }}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </div>
  );
}

const meta = {
  title: 'Storefront/Section form image field',
  component: HeroForm,
  args: { image: '', onSubmit: fn() },
  parameters: storyParameters({ role: 'administrator' }),
} satisfies Meta<typeof HeroForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UploadsAndApplies: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Image' })).not.toBeInTheDocument();
    await userEvent.upload(canvas.getByLabelText('Image'), await pngFile('hero.png', '#1f5fbf'));
    const image = (await canvas.findByRole('img', { name: 'Current image' })) as HTMLImageElement;
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^\/api\/v2\/files\/f\d+$/));
    await waitFor(() => expect(image.naturalWidth).toBe(200));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ image: image.getAttribute('src') }),
    );
  },
};

export const StoredInlineImageRemoved: Story = {
  args: { image: STORED },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: 'Current image' }) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(200));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await expect(await canvas.findByText('Drop an image here')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ image: null }));
  },
};

export const RightToLeft: Story = {
  args: { image: STORED },
  parameters: storyParameters({ role: 'administrator', locale: 'ar' }),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'الصورة الحالية' }) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(200));
  },
};
