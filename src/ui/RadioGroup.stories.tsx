import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Who can buy',
    defaultValue: 'everyone',
    orientation: 'vertical',
    onValueChange: fn(),
    options: [
      { value: 'everyone', label: 'Everyone' },
      { value: 'learners', label: 'Learners', description: 'People enrolled in at least one training.' },
      { value: 'managers', label: 'Managers', disabled: true },
      { value: 'nobody', label: 'Nobody (hidden from the shop)' },
    ],
  },
  argTypes: {
    orientation: {
      control: 'inline-radio',
      options: ['vertical', 'horizontal'],
      description: 'Horizontal only for two or three short options.',
      table: { defaultValue: { summary: 'vertical' } },
    },
    disabled: { control: 'boolean' },
    invalid: { control: 'boolean' },
    required: { control: 'boolean' },
    label: { control: 'text', description: "The group's visible name." },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'One choice among a few, all visible. Arrow keys move and select (mirrored in right-to-left); Tab leaves the group. An option can carry a description and be disabled.',
          '',
          '**Do**',
          '- use it for two to five options that people should compare;',
          '- preselect the usual choice with `defaultValue`.',
          '',
          "**Don't**",
          '- use it for a long list: that is Select or Combobox;',
          '- use it for an on/off choice: that is a Checkbox or a Switch.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Who can buy' })).toBeVisible();
    const everyone = canvas.getByRole('radio', { name: 'Everyone' });
    await expect(everyone).toBeChecked();
    await userEvent.click(everyone);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Learners/ })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('learners');
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Nobody/ })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: 'Managers' })).toBeDisabled();
    await userEvent.tab();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Delivery',
    defaultValue: undefined,
    orientation: 'horizontal',
    options: [
      { value: 'post', label: 'Post' },
      { value: 'pickup', label: 'Pick-up' },
    ],
  },
  play: async ({ canvas }) => {
    const post = canvas.getByRole('radio', { name: 'Post' });
    const pickup = canvas.getByRole('radio', { name: 'Pick-up' });
    await expect(post).not.toBeChecked();
    await expect(pickup).not.toBeChecked();
    await expect(post.closest('label')?.getBoundingClientRect().top).toBe(
      pickup.closest('label')?.getBoundingClientRect().top,
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, invalid: true, required: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeRequired();
    await expect(canvas.getByRole('radio', { name: 'Everyone' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'Delivery',
    defaultValue: 'post',
    orientation: 'horizontal',
    options: [
      { value: 'post', label: 'Post' },
      { value: 'pickup', label: 'Pick-up' },
    ],
  },
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const post = canvas.getByRole('radio', { name: 'Post' });
    const pickup = canvas.getByRole('radio', { name: 'Pick-up' });
    await userEvent.click(post);
    // ArrowLeft moves forward in right-to-left.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(pickup).toBeChecked());
    await userEvent.tab();
  },
};
