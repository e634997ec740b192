import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { AudienceSummary } from './AudienceSummary';

const meta = {
  title: 'Storefront/Editor/AudienceSummary',
  component: AudienceSummary,
} satisfies Meta<typeof AudienceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneCriterion: Story = {
  args: { restrictions: [{ rule: 'and', type: 'language', value: 'fr' }] },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Target audience' });
    await expect(summary).toHaveTextContent('Previewing as:');
    await expect(await canvas.findByText('Language: fr')).toBeVisible();
  },
};

/** A multi-select criterion counts its choices rather than listing them. */
export const SeveralCriteria: Story = {
  args: {
    restrictions: [
      { rule: 'and', type: 'language', value: 'en' },
      { rule: 'and', type: 'organizations', value: [1, 2, 3] },
      { rule: 'and', type: 'title', value: 'Engineer' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Organizations: 3 chosen')).toBeVisible();
    await expect(canvas.getByText('Job title: Engineer')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Before (or without) the settings, a criterion shows its type's machine name. */
export const SettingsUnavailable: Story = {
  args: { restrictions: [{ rule: 'and', type: 'country', value: 'FR' }] },
  parameters: {
    msw: {
      handlers: {
        storefront: [
          http.get('*/api/v2/storefront/settings', () =>
            HttpResponse.json({ message: 'Unavailable' }, { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('country: FR')).toBeVisible();
  },
};
