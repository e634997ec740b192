import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarClock, Gift, LayoutTemplate } from 'lucide-react';
import { expect } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { type LinkCard, LinkCardList, LinkCardListSkeleton } from './LinkCardList';

const LINKS: LinkCard[] = [
  {
    to: '/settings/incentives',
    title: 'Incentives',
    description: 'Rewards, earning rules, expiry of points and transactions.',
    icon: Gift,
  },
  {
    to: '/settings/storefront',
    title: 'Storefront',
    description: 'The public home page: sections, appearance and both editors.',
    icon: LayoutTemplate,
  },
  {
    to: '/course-administration/availability',
    title: 'Availability',
    description:
      'See and edit when people are available, by organisation, with a description long enough to wrap onto several lines.',
    icon: CalendarClock,
  },
];

const description = [
  'A grid of link cards, one per place to go: the landing pages of the administration use it.',
  '',
  '**Do**',
  '- give every card a short title and one sentence saying what is behind it;',
  '- show `LinkCardListSkeleton` with as many cards as will come while the list loads.',
  '',
  "**Don't**",
  '- put actions (buttons) on the cards: the whole card is one link;',
  '- use it for content such as trainings or products: those have their own cards.',
].join('\n');

const meta = {
  title: 'UI/LinkCardList',
  component: LinkCardList,
  tags: ['autodocs'],
  args: { links: LINKS, label: 'Settings' },
  parameters: storyParameters({ docs: { description: { component: description } } }),
} satisfies Meta<typeof LinkCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Settings' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Incentives/ })).toHaveAttribute(
      'href',
      '/settings/incentives',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'الإعدادات',
    links: [
      {
        ...LINKS[0],
        title: 'الحوافز',
        description: 'المكافآت وقواعد الكسب وانتهاء صلاحية النقاط والمعاملات.',
      },
      { ...LINKS[1], title: 'الواجهة', description: 'الصفحة الرئيسية العامة: الأقسام والمظهر والمحرّران.' },
    ] as LinkCard[],
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /الحوافز/ })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <LinkCardListSkeleton count={3} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('link-cards-loading')).toHaveAttribute('aria-busy', 'true');
  },
};
