import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectApartInForcedColours } from '@/testing/page-helpers';
import { forcedColorsParameters, phoneViewport } from '@/testing/story-parameters';
import { SectionView } from '../../SectionView';
import { section } from '../../section-story';

/** The carousel section as the storefront, its own page and the editor render it (`SectionView`). */
const meta = {
  title: 'Storefront/Sections/Carousel',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CarouselByKeyboard: Story = {
  args: { section: section('carousel') },
  play: async ({ canvas, args }) => {
    const slides = (args.section.data.content as { slides: { title: string }[] }).slides;
    const carousel = canvas.getByRole('region', { name: 'Highlights' });
    await expect(within(carousel).getByRole('heading', { name: slides[0]?.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(within(carousel).getByRole('heading', { name: slides[1]?.title })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(carousel).getByRole('heading', { name: slides[2]?.title })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(within(carousel).getByRole('heading', { name: slides[0]?.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Go to slide 1: ${slides[0]?.title}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/**
 * On a phone, slides of different heights: the controls stay where they are from one slide to the
 * next, so a second tap on Next lands on Next.
 */
export const ControlsStayPutOnAPhone: Story = {
  args: {
    section: section('carousel', (made) => {
      const slides = (made.data.content as { slides: { title: string; text: string }[] }).slides;
      if (slides[1]) slides[1].text = `${slides[1].text} `.repeat(6);
      if (slides[2]) slides[2].text = '';
    }),
  },
  globals: phoneViewport,
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next slide' });
    const places = [next.getBoundingClientRect().top];
    for (const slide of ['2 of 3', '3 of 3']) {
      await userEvent.click(next);
      await expect(canvas.getByRole('group', { name: slide })).toBeVisible();
      places.push(next.getBoundingClientRect().top);
    }
    await expect(new Set(places).size).toBe(1);
  },
};

export const CarouselAutoplayRespectsReducedMotion: Story = {
  args: {
    section: section('carousel', (made) => {
      Object.assign(made.data.settings, { autoplay: true, interval: 2 });
    }),
  },
  play: async ({ canvas }) => {
    // The test browser asks for reduced motion: no autoplay, so no stop button either.
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await expect(canvas.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeVisible();
  },
};

/** A contrast theme (forced colours) paints no backgrounds: every dot keeps a colour, the current one apart. */
export const CarouselInForcedColours: Story = {
  args: { section: section('carousel') },
  parameters: forcedColorsParameters,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button', { name: /^Go to slide/ });
    if (!first || !second) throw new Error('no dots');
    const [current, other] = [first.firstElementChild as Element, second.firstElementChild as Element];
    await expectApartInForcedColours(current, first);
    await expectApartInForcedColours(other, second);
    await expectApartInForcedColours(first, second);
  },
};
