import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Field } from './Field';
import { Input } from './Input';

const meta = {
  title: 'UI/Input',
  component: Input,
  tags: ['autodocs'],
  args: { size: 'md', placeholder: 'Search trainings', 'aria-label': 'Search trainings' },
  argTypes: {
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      description:
        'Height and text size (the `inputRecipe` size variant, shared with Select, Combobox and NumberInput).',
      table: { defaultValue: { summary: 'md' } },
    },
    disabled: { control: 'boolean' },
    placeholder: { control: 'text' },
  },
  decorators: [(Story) => <div className={css({ maxWidth: 'sm' })}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'A one-line text input, styled by `inputRecipe`. Inside a `Field` it takes its id, label, `aria-describedby`, `aria-invalid` and `required` from the Field.',
          '',
          '**Do**',
          '- put it in a `Field`, which gives the label, help text and error;',
          '- set `type` (`email`, `url`, `search`) so phones show the right keyboard.',
          '',
          "**Don't**",
          '- use the placeholder as the label: it disappears when typing;',
          '- use it for numbers a person adjusts: that is NumberInput.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Search trainings' });
    await userEvent.type(input, 'Safety');
    await expect(input).toHaveValue('Safety');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Input size="sm" aria-label="Small" defaultValue="Small" />
      <Input size="md" aria-label="Medium" defaultValue="Medium" />
      <Input size="lg" aria-label="Large" defaultValue="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('textbox', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] as number);
    await expect(heights[1]).toBeLessThan(heights[2] as number);
  },
};

export const InAField: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5' })}>
      <Field label="Product title" required helpText="Shown in the shop and on receipts.">
        <Input />
      </Field>
      <Field label="Email" serverError="This e-mail address is already taken.">
        <Input type="email" defaultValue="ada@example.com" />
      </Field>
      <Field label="Price in points" disabled>
        <Input inputMode="numeric" defaultValue="250" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Product title' });
    await expect(title).toBeRequired();
    await expect(title).toHaveAccessibleDescription('Shown in the shop and on receipts.');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This e-mail address is already taken.');
    await expect(canvas.getByRole('textbox', { name: 'Price in points' })).toBeDisabled();
  },
};

/**
 * On the Arabic site, English typed into a field reads left to right, its brackets and full stop
 * where they belong; an empty field's placeholder and a number stay on the page's side.
 */
export const WordsInTheirOwnDirection: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  render: () => (
    <div className={css({ display: 'grid', gap: '5' })}>
      <Field label="Product title">
        <Input defaultValue="Mugs (blue)." />
      </Field>
      <Field label="Note">
        <Input placeholder="اكتب ملاحظة" />
      </Field>
      <Field label="Price in points">
        <Input inputMode="numeric" defaultValue="250" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const ownDirection = (name: string) =>
      getComputedStyle(canvas.getByRole('textbox', { name })).unicodeBidi === 'plaintext';
    await expect(ownDirection('Product title')).toBe(true);
    await expect(ownDirection('Note')).toBe(false);
    await expect(ownDirection('Price in points')).toBe(false);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Call first!');
    await expect(ownDirection('Note')).toBe(true);
  },
};
