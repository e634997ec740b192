import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectInsideContent } from '@/testing/page-helpers';
import { narrowPhoneViewport } from '@/testing/story-parameters';
import { SectionView } from '../../SectionView';
import { section } from '../../section-story';

/** The hero section as the storefront, its own page and the editor render it (`SectionView`). */
const meta = {
  title: 'Storefront/Sections/Hero',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  args: { section: section('hero') },
  play: async ({ canvas, args }) => {
    const content = args.section.data.content as { title: string; button_text: string };
    await expect(canvas.getByRole('heading', { level: 2, name: content.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: content.button_text })).toHaveAttribute(
      'href',
      '/search?s=',
    );
  },
};

export const HeroCentredWithoutImage: Story = {
  args: {
    section: section('hero', (made) => {
      Object.assign(made.data.content, { image: null, title: 'Centred title with no image behind it' });
      Object.assign(made.data.settings, { alignment: 'center', height: 'small' });
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Centred title with no image behind it' }),
    ).toBeVisible();
  },
};

/** On a 320 px phone an administrator's long label wraps inside the hero rather than run past its edge. */
export const LongButtonOnANarrowPhone: Story = {
  globals: narrowPhoneViewport,
  args: {
    section: section('hero', (made) => {
      Object.assign(made.data.content, { button_text: 'Browse the whole catalogue of courses' });
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Browse the whole catalogue of courses' });
    const hero = canvasElement.querySelector('[data-testid=section-hero] [data-height]');
    await expect(hero).not.toBeNull();
    await expectInsideContent(link, hero as Element);
    await expectInsideContent(canvas.getByRole('heading', { level: 2 }), hero as Element);
  },
};
