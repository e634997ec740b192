import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { createQueryClient } from '@/api/query-client';
import { useFormatDate } from '@/i18n';
import { parseServerDate } from '@/lib/server-date';
import { trackQueryClient } from '@/testing/settle';
import { storyParameters } from '@/testing/story-parameters';
import { AppProviders } from './AppProviders';

/** A server date as a page shows it: through the production providers, with the server's own settings. */
function ServerDate({ value, format }: { value: string; format: string }) {
  const formatDate = useFormatDate();
  const date = parseServerDate(value);
  return <p data-testid="date">{date ? formatDate(date, format) : 'not a date'}</p>;
}

function WithProductionProviders({ value, format }: { value: string; format: string }) {
  const [queryClient] = useState(() => trackQueryClient(createQueryClient({ retry: false })));
  return (
    <AppProviders queryClient={queryClient}>
      <ServerDate value={value} format={format} />
    </AppProviders>
  );
}

const meta = {
  title: 'App/Server dates',
  component: WithProductionProviders,
  args: { value: '2026-11-22 09:30:00', format: 'medium' },
} satisfies Meta<typeof WithProductionProviders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The general settings' PHP pattern and the user's time zone decide: 09:30 UTC is 10:30 in Paris. */
export const InTheUserTimeZoneAndFormat: Story = {
  parameters: storyParameters({
    mockDb: (db) => {
      db.platform.generalSettings.date_time_formats.medium = 'D, d.m.Y - H:i';
      for (const user of db.platform.users) user.timezone = 'Europe/Paris';
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sun, 22.11.2026 - 10:30')).toBeVisible();
  },
};

/** The `language` of every interface-strings request since the story started (resource timing). */
const askedLanguages = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.endsWith('/api/v2/translations'))
    .map((url) => url.searchParams.get('language'));

/**
 * The interface strings are asked for once the session and settings have said which language the
 * user reads, not first in English while they load.
 */
export const StringsAskedForOnceInTheUsersLanguage: Story = {
  parameters: storyParameters({
    role: 'visitor',
    mockDb: (db) => {
      db.platform.generalSettings.current_language = 'fr';
    },
  }),
  beforeEach: () => {
    performance.clearResourceTimings();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('date')).toBeVisible();
    await waitFor(() => expect(askedLanguages()).toContain('fr'));
    await expect(askedLanguages()).toEqual(['fr']);
  },
};
