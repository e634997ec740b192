import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { Field } from './Field';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'UI/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  args: { 'aria-label': 'Points', defaultValue: 100, min: 0, max: 1000, step: 10, onValueChange: fn() },
  argTypes: {
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      description: 'The `inputRecipe` size variant.',
      table: { defaultValue: { summary: 'md' } },
    },
    fractionDigits: {
      control: { type: 'number', min: 0, max: 4 },
      description: 'Fixed decimals, e.g. 2 for prices.',
    },
    min: { control: 'number' },
    max: { control: 'number' },
    step: { control: 'number', description: 'ArrowUp/ArrowDown step.' },
    disabled: { control: 'boolean' },
    invalid: { control: 'boolean' },
  },
  decorators: [(Story) => <div className={css({ maxWidth: 'xs' })}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'A number field: typing, ArrowUp/ArrowDown by `step`, increment and decrement buttons at the inline end, steps that stop at `min` and `max`; a typed value beyond them is kept as typed and marked invalid, for the form to explain (it is never changed unseen). `onValueChange` receives `null` when emptied.',
          '',
          '**Do**',
          "- set `min`, `max` and `step` from the rule the server applies, and say it in the Field's help text;",
          '- use `fractionDigits` for amounts with a fixed number of decimals.',
          '',
          "**Don't**",
          '- use it for numbers nobody adjusts by steps (phone numbers, postcodes, ids): that is Input;',
          '- hide the unit: put it in the label ("Weight (kg)").',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The steps stop at the bounds; a number typed beyond them stays as typed, marked invalid, and the
 * decrease button takes it back within them.
 */
export const KeyboardAndBounds: Story = {
  play: async ({ canvas, args }) => {
    const points = canvas.getByRole('spinbutton', { name: 'Points' });
    await expect(points).toHaveValue('100');
    points.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(points).toHaveValue('110'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(110);
    await userEvent.clear(points);
    // One key at a time, as a person types, letting the field take each change before the next.
    for (const [index, key] of [...'5000'].entries()) {
      await userEvent.keyboard(key);
      await waitFor(() => expect(points).toHaveValue('5000'.slice(0, index + 1)));
    }
    await userEvent.tab();
    await expect(points).toHaveValue('5000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5000);
    await expect(points).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await waitFor(() => expect(points).toHaveValue('1000'));
    await expect(points).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
  },
};

export const States: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5' })}>
      <Field label="Weight (kg)" helpText="In steps of 0.25.">
        <NumberInput defaultValue={1.5} fractionDigits={2} step={0.25} />
      </Field>
      <Field label="Stock" serverError="Stock cannot be negative.">
        <NumberInput defaultValue={-1} />
      </Field>
      <Field label="Purchase limit" disabled>
        <NumberInput defaultValue={3} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Weight (kg)' })).toHaveValue('1.50');
    const stock = canvas.getByRole('spinbutton', { name: 'Stock' });
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    await expect(stock).toHaveAccessibleDescription('Stock cannot be negative.');
    await expect(canvas.getByRole('spinbutton', { name: 'Purchase limit' })).toBeDisabled();
  },
};
