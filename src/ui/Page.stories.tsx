import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { BackLink } from './BackLink';
import { Button } from './Button';
import { Page } from './Page';

/** The frame of every page inside the shell: back link, the h1 (also the document title), actions. */
const description =
  "The frame of a page inside the shell: back link, `h1` (also the document title), actions and content.\n\n**Do**\n- use it for every routed page, so titles, back links and actions sit in the same place;\n- set `documentTitle` when the heading is not a good tab title.\n\n**Don't**\n- add a second `h1` in the content.";

const meta = {
  title: 'UI/Page',
  component: Page,
  args: {
    title: 'Transactions',
    back: <BackLink to="/settings/incentives" title="Incentives settings" />,
    actions: <Button variant="solid">Export</Button>,
    children: <p>Every point earned, spent or expired, newest first.</p>,
  },
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text', description: 'The page heading, also the document title.' },
    back: { control: false },
    actions: { control: false },
    children: { control: false },
  },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBackLinkAndActions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Transactions/));
  },
};

export const LongTitleWraps: Story = {
  args: {
    title: 'Expiry schedule for points earned before the end of the financial year in every region',
    documentTitle: 'Edit expiry schedule',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await waitFor(() => expect(document.title).toMatch(/^Edit expiry schedule/));
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  args: { title: 'المعاملات', children: <p>كل النقاط المكتسبة والمنفقة.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'المعاملات' })).toBeVisible();
  },
};
