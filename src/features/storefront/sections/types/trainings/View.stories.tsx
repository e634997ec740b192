import { createHandlerGroups } from '@mocks/handlers';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { SectionView } from '../../SectionView';
import { section, trainings } from '../../section-story';

/** The trainings section as the storefront, its own page and the editor render it (`SectionView`). */
const meta = {
  title: 'Storefront/Sections/Trainings',
  component: SectionView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    msw: { handlers: { catalog: [http.get(trainings, neverRespond)] } },
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
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
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

/**
 * Hand-picked trainings come in the order the editor gave them, even from a backend that lists
 * them by id (here the mock's own response, asked for with the ids sorted).
 */
export const HandPickedInTheirOrder: Story = {
  args: {
    section: section('trainings', (made) => {
      const [first, second, third] = getMockDb().platform.trainings;
      Object.assign(made.data.settings, { type: 'custom', trainings: [third?.id, first?.id, second?.id] });
    }),
  },
  parameters: storyParameters({
    msw: {
      handlers: {
        catalog: [
          http.get(trainings, ({ request }) => {
            const url = new URL(request.url);
            const ids = url.searchParams.getAll('id[]').sort((a, b) => Number(a) - Number(b));
            url.searchParams.delete('id[]');
            for (const id of ids) url.searchParams.append('id[]', id);
            return getResponse(
              createHandlerGroups(getMockDb).catalog,
              new Request(url, { headers: request.headers }),
            );
          }),
        ],
      },
    },
  }),
  play: async ({ canvas, args }) => {
    const [first, second, third] = getMockDb().platform.trainings;
    const title = (args.section.data.content as { title: string }).title;
    const region = await canvas.findByRole('region', { name: title });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    const cards = within(region).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    for (const [index, training] of [third, first, second].entries())
      await expect(within(cards[index] as HTMLElement).getByRole('heading')).toHaveTextContent(
        training?.title ?? '',
      );
  },
};
