import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Skeleton, SkeletonText } from './Skeleton';
import { Spinner } from './Spinner';

function Gallery() {
  return (
    <div className={css({ display: 'grid', gap: '8', maxWidth: '2xl' })}>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center', color: 'primary' })}>
        <Spinner size="sm" />
        <Spinner />
        <Spinner size="lg" label="Loading products" />
      </div>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
        <Skeleton circle width={48} height={48} />
        <div className={css({ flex: 1 })}>
          <SkeletonText lines={3} />
        </div>
      </div>
      <EmptyState
        icon={Inbox}
        title="No transactions yet"
        description="Points you earn and spend will be listed here."
        action={<Button variant="outline">Browse the shop</Button>}
      />
      <EmptyState title="Nothing matches these filters" headingLevel={3} />
    </div>
  );
}

const description =
  "Spinner, Skeleton and EmptyState together: what a screen shows while it waits and when it has nothing. Each has its own entry (UI/Spinner, UI/Skeleton, UI/EmptyState).\n\n**Do**\n- prefer Skeleton where the shape of the content is known, Spinner otherwise;\n- follow an empty result with an EmptyState, never with a blank area.\n\n**Don't**\n- show a spinner and skeletons for the same wait.";

const meta = {
  title: 'UI/Feedback',
  component: Gallery,
  tags: ['autodocs'],
  subcomponents: { Spinner, Skeleton, EmptyState },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SpinnerSkeletonEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Loading' })).toHaveLength(2);
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(canvas.getAllByTestId('skeleton')).toHaveLength(4);
    const empty = canvas.getByRole('region', { name: 'No transactions yet' });
    await expect(empty).toHaveTextContent('Points you earn and spend will be listed here.');
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Nothing matches these filters' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();
  },
};
