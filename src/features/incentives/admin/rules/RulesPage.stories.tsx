import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, type screen, userEvent, waitFor } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import {
  expectToast,
  fieldErrors,
  incentivesGroup,
  neverResponds,
  respondWith,
  withNotices,
} from '../../shared/story-helpers';
import { RulesPage } from './RulesPage';

let rulesLoads = 0;
const countLoads = http.get('*/api/v2/settings/incentives/rules', () => {
  rulesLoads += 1;
});

const meta = {
  title: 'Incentives/Admin/RulesPage',
  component: RulesPage,
  decorators: [withNotices],
  parameters: storyParameters({
    role: 'administrator',
    router: { route: '/settings/incentives/rules', path: '/settings/incentives/rules' },
  }),
} satisfies Meta<typeof RulesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const pointsFor = (canvas: { findByRole: typeof screen.findByRole }, event: string) =>
  canvas.findByRole('spinbutton', { name: `Points for ${event}` });

export const Default: Story = {
  play: async ({ canvas }) => {
    const course = await pointsFor(canvas, 'Course completed');
    await expect(course).toHaveValue(100);
    await expect(canvas.getByRole('checkbox', { name: 'Review written enabled' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Show the leaderboard to learners' })).toBeChecked();
  },
};

export const Save: Story = {
  play: async ({ canvas }) => {
    const course = await pointsFor(canvas, 'Course completed');
    await userEvent.clear(course);
    await userEvent.type(course, '150');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Review written enabled' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the leaderboard to learners' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save rules' }));
    await expectToast('The rules have been saved.');
    const stored = getMockDb().incentives.rulesSettings;
    await expect(stored.rules.find((rule) => rule.event === 'course_completed')?.points).toBe(150);
    await expect(stored.rules.find((rule) => rule.event === 'review_written')?.enabled).toBe(true);
    await expect(stored.leaderboard_enabled).toBe(false);
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    const course = await pointsFor(canvas, 'Course completed');
    await userEvent.clear(course);
    await userEvent.type(course, '200000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rules' }));
    await expect(await canvas.findByText('Enter a number of points from 0 to 100000.')).toBeVisible();
    await expect(course).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerValidationErrors: Story = {
  parameters: storyParameters({
    msw: {
      handlers: incentivesGroup(
        respondWith(
          'post',
          'settings/incentives/rules',
          400,
          fieldErrors([{ path: 'rules[1][points]', message: 'Certificates must earn at least 10 points.' }]),
        ),
      ),
    },
  }),
  play: async ({ canvas }) => {
    const certificate = await pointsFor(canvas, 'Certificate earned');
    await userEvent.clear(certificate);
    await userEvent.type(certificate, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rules' }));
    await expect(await canvas.findByText('Certificates must earn at least 10 points.')).toBeVisible();
    await expect(certificate).toHaveValue(5);
    await expectToast('Please correct the highlighted fields.');
  },
};

export const SaveFailsAndRefetches: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(countLoads, respondWith('post', 'settings/incentives/rules', 500)) },
  }),
  play: async ({ canvas }) => {
    rulesLoads = 0;
    const course = await pointsFor(canvas, 'Course completed');
    const loadsBefore = rulesLoads;
    await userEvent.clear(course);
    await userEvent.type(course, '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rules' }));
    await expectToast('Something went wrong, please try again.');
    // docs/product.md §4: the cached settings are marked stale and fetched again; what was typed stays.
    await waitFor(() => expect(rulesLoads).toBe(loadsBefore + 1));
    await expect(course).toHaveValue(150);
  },
};

export const Loading: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(neverResponds('get', 'settings/incentives/rules')) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('get', 'settings/incentives/rules', 500)) },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
  },
};

export const Forbidden: Story = {
  parameters: storyParameters({ role: 'learner' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    // The first event is "Course completed", whatever the language calls it.
    const [coursePoints] = await canvas.findAllByRole('spinbutton');
    await expect(coursePoints).toHaveValue(100);
  },
};
