import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionView } from '../../SectionView';
import { section } from '../../section-story';

/** The rich text section as the storefront, its own page and the editor render it (`SectionView`). */
const meta = {
  title: 'Storefront/Sections/Rich text',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RichText: Story = {
  args: { section: section('rich_text') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('section-rich_text').querySelector('p')).toBeVisible();
  },
};

export const RichTextHostileHtml: Story = {
  args: {
    section: section('rich_text', (made) => {
      made.data.content = {
        html: '<p>Safe text</p><img src=x alt="" onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:alert(1)">bad link</a>',
      };
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Safe text')).toBeVisible();
    const region = canvas.getByTestId('section-rich_text');
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('bad link')).not.toHaveAttribute('href', 'javascript:alert(1)');
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};
