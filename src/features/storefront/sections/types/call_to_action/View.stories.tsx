import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectInsideContent } from '@/testing/page-helpers';
import { narrowPhoneViewport } from '@/testing/story-parameters';
import { SectionView } from '../../SectionView';
import { section } from '../../section-story';

/** The call to action section as the storefront, its own page and the editor render it (`SectionView`). */
const meta = {
  title: 'Storefront/Sections/Call to action',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CallToAction: Story = {
  args: { section: section('call_to_action') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ready to start?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/user/login');
  },
};

/** On a 320 px phone an administrator's long label wraps inside the section rather than run past its edge. */
export const LongButtonOnANarrowPhone: Story = {
  globals: narrowPhoneViewport,
  args: {
    section: section('call_to_action', (made) => {
      Object.assign(made.data.content, { button_text: 'Start your first course in the academy today' });
    }),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Start your first course in the academy today' });
    await expectInsideContent(link, link.parentElement as Element);
  },
};
