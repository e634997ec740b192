import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import type { StoredSection } from './contract';
import { SectionView } from './SectionView';
import { section } from './section-story';

const meta = {
  title: 'Storefront/Sections/Any type',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppearanceApplied: Story = {
  args: {
    section: section('call_to_action', (made) => {
      made.data.appearance = {
        background_color: '#0f5132',
        background_image: null,
        text_color: '#ffffff',
        spacing: 'large',
        width: 'narrow',
      };
    }),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('section-call_to_action');
    await expect(box).toHaveStyle({ backgroundColor: 'rgb(15, 81, 50)', color: 'rgb(255, 255, 255)' });
  },
};

export const AppearanceInjectionRejected: Story = {
  args: {
    section: section('rich_text', (made) => {
      made.data.appearance = {
        background_color: 'red;}body{display:none}',
        background_image: 'javascript:alert(1)',
        text_color: 'expression(alert(1))',
        spacing: 'medium',
        width: 'normal',
      } as unknown as StoredSection['data']['appearance'];
    }),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('section-rich_text');
    await expect(box.style.backgroundColor).toBe('');
    await expect(box.style.backgroundImage).toBe('');
    await expect(box.style.color).toBe('');
    await expect(document.body).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    section: section('hero', (made) => {
      Object.assign(made.data.content, {
        title: 'Antidisestablishmentarianism-and-other-very-long-words-that-never-break '.repeat(2),
        subtitle: 'A subtitle that goes on and on. '.repeat(8),
      });
    }),
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { section: section('image_text') },
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByTestId('section-image_text')).toBeVisible();
  },
};
