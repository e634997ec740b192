import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card } from './Card';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';
import { Tabs } from './Tabs';

function Gallery({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '3xl' })}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Badge>Draft</Badge>
        <Badge tone="primary">New</Badge>
        <Badge tone="success">Published</Badge>
        <Badge tone="warning">Low stock</Badge>
        <Badge tone="error">Expired</Badge>
      </div>
      <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <Checkbox onCheckedChange={onCheckedChange}>Accept the terms</Checkbox>
        <Checkbox defaultChecked>Checked</Checkbox>
        <Checkbox checked="indeterminate">Some selected</Checkbox>
        <Checkbox disabled>Disabled</Checkbox>
      </div>
      <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <Switch onCheckedChange={onCheckedChange}>Show the leaderboard</Switch>
        <Switch defaultChecked>Shop enabled</Switch>
        <Switch disabled>Disabled switch</Switch>
      </div>
      <Tabs
        label="Incentives settings"
        items={[
          { value: 'products', label: 'Products', content: <p>Products list</p> },
          { value: 'rules', label: 'Rules', content: <p>Points per event</p> },
          { value: 'archive', label: 'Archive', content: <p>Archived</p>, disabled: true },
          { value: 'shop', label: 'Shop', content: <p>Shop settings</p> },
        ]}
      />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' })}>
        <Card title="Team mug" footer={<Button size="sm">Buy for 250 points</Button>}>
          <p className={css({ margin: 0, color: 'fg.muted' })}>Ceramic, 330 ml, with the company logo.</p>
          <div>
            <Badge tone="success">In stock</Badge>
          </div>
        </Card>
        <Card title="A card with a very long title that wraps onto a second line to show how cards grow">
          <p className={css({ margin: 0 })}>No footer.</p>
        </Card>
      </div>
    </div>
  );
}

const description =
  "Checkbox, Switch, Tabs, Card and Badge side by side, as they appear together on settings pages. Each has its own entry (UI/Checkbox, UI/Switch, UI/Tabs, UI/Card, UI/Badge) with its states and rules.\n\n**Do**\n- check this gallery after changing a token: it shows the controls together.\n\n**Don't**\n- document a component only here: give it its own story file.";

const meta = {
  title: 'UI/Controls',
  component: Gallery,
  args: { onCheckedChange: fn() },
  tags: ['autodocs'],
  subcomponents: { Checkbox, Switch, Tabs, Card, Badge },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckboxSwitchTabsCardBadge: Story = {
  play: async ({ canvas, args }) => {
    const terms = canvas.getByRole('checkbox', { name: 'Accept the terms' });
    terms.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(terms).toBeChecked());
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(
      canvas.getByRole('checkbox', { name: 'Some selected' }).closest('[data-part=root]'),
    ).toHaveAttribute('data-state', 'indeterminate');
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();

    const leaderboard = canvas.getByRole('switch', { name: 'Show the leaderboard' });
    leaderboard.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(leaderboard).toBeChecked());

    const products = canvas.getByRole('tab', { name: 'Products' });
    await userEvent.click(products);
    await waitFor(() => expect(products).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Rules' })).toHaveFocus());
    await expect(await canvas.findByText('Points per event')).toBeVisible();
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Shop' })).toHaveFocus());
    await expect(canvas.getByRole('tablist', { name: 'Incentives settings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Team mug' })).toBeVisible();
    // The switch thumb slides for 150 ms; the screenshot must not catch it halfway.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const products = canvas.getByRole('tab', { name: 'Products' });
    await userEvent.click(products);
    await waitFor(() => expect(products).toHaveFocus());
    // Arrow keys follow the reading direction: ArrowLeft moves forward in right-to-left.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Rules' })).toHaveFocus());
    const shop = canvas.getByRole('switch', { name: 'Shop enabled' });
    await expect(shop).toBeChecked();
  },
};
