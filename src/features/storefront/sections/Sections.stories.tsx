import { createFaker } from '@fixtures/faker';
import { makeSection } from '@fixtures/storefront';
import { neverAnswer } from '@mocks/never-answer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import type { SectionType, StoredSection } from './contract';
import { SectionView } from './SectionView';

const section = (type: SectionType, change?: (section: StoredSection) => void): StoredSection => {
  const made = makeSection(createFaker(61), type, 7, 0);
  change?.(made);
  return made;
};
const trainings = '*/api/v2/trainings';
const terms = '*/api/v2/taxonomy_terms';

const meta = {
  title: 'Storefront/Sections',
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

export const TrainingsList: Story = {
  args: { section: section('trainings'), pageLink: '/storefront/7' },
  play: async ({ canvas, args }) => {
    const title = (args.section.data.content as { title: string }).title;
    const region = await canvas.findByRole('region', { name: title });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    await expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: `See all: ${title}` })).toHaveAttribute(
      'href',
      '/storefront/7',
    );
  },
};

export const TrainingsLoading: Story = {
  args: { section: section('trainings') },
  parameters: storyParameters({
    msw: { handlers: { catalog: [http.get(trainings, neverAnswer)] } },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('section-trainings')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('training-skeleton').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Loading trainings')).toBeInTheDocument();
  },
};

export const TrainingsEmpty: Story = {
  args: { section: section('trainings') },
  parameters: storyParameters({
    msw: {
      handlers: {
        catalog: [
          http.get(trainings, () =>
            HttpResponse.json({
              data: [],
              meta: { page: 0, limit: 8, total: 0, totalPages: 0, isLastPage: true },
            }),
          ),
        ],
      },
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No trainings to show yet.')).toBeVisible();
  },
};

export const TrainingsError: Story = {
  args: { section: section('trainings') },
  parameters: storyParameters({
    msw: { handlers: { catalog: [http.get(trainings, () => HttpResponse.json({}, { status: 500 }))] } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The trainings could not be loaded.');
  },
};

export const TrainingsInOneRow: Story = {
  args: {
    section: section('trainings', (made) => {
      Object.assign(made.data.settings, { layout: 'carousel' });
    }),
  },
  play: async ({ canvas, args }) => {
    const title = (args.section.data.content as { title: string }).title;
    const row = await canvas.findByRole('list', { name: title });
    await expect(row).toHaveAttribute('tabindex', '0');
  },
};

export const Categories: Story = {
  args: { section: section('categories'), pageLink: '/storefront/7' },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Explore by topic' });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    const links = within(region).getAllByRole('link');
    await expect(links[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/storefront/search?vocabulary=topics&tags='),
    );
  },
};

export const CategoriesLoading: Story = {
  args: { section: section('categories') },
  parameters: storyParameters({ msw: { handlers: { catalog: [http.get(terms, neverAnswer)] } } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('section-categories')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  },
};

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

export const CallToAction: Story = {
  args: { section: section('call_to_action') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ready to start?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/user/login');
  },
};

export const CarouselByKeyboard: Story = {
  args: { section: section('carousel') },
  play: async ({ canvas, args }) => {
    const slides = (args.section.data.content as { slides: { title: string }[] }).slides;
    const carousel = canvas.getByRole('region', { name: 'Carousel' });
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
