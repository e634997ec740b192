import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionView } from '../../SectionView';
import { section } from '../../section-story';

/** The image and text section as the storefront, its own page and the editor render it (`SectionView`). */
const meta = {
  title: 'Storefront/Sections/Image and text',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ImageAndText: Story = {
  args: {
    section: section('image_text', (made) => {
      Object.assign(made.data.settings, { image_position: 'end' });
    }),
  },
  play: async ({ canvas, args }) => {
    const alt = (args.section.data.content as { image_alt: string }).image_alt;
    await expect(canvas.getByRole('img', { name: alt })).toBeVisible();
  },
};
