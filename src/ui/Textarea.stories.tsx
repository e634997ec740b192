import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Field } from './Field';
import { Textarea } from './Textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { rows: 4 },
  argTypes: {
    rows: {
      control: { type: 'number', min: 2, max: 12 },
      description: 'Visible lines.',
      table: { defaultValue: { summary: '4' } },
    },
    disabled: { control: 'boolean' },
    placeholder: { control: 'text' },
  },
  decorators: [(Story) => <div className={css({ maxWidth: 'md' })}>{Story()}</div>],
  render: (args) => (
    <Field label="Description" helpText="Plain text, up to 500 characters.">
      <Textarea {...args} />
    </Field>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Several lines of plain text, styled like Input (`inputRecipe` with `multiline`). Inside a `Field` it takes its label, messages and state from the Field.',
          '',
          '**Do**',
          '- put it in a `Field` and say the limit in the help text;',
          '- size `rows` to the text people usually write.',
          '',
          "**Don't**",
          '- use it for formatted text (server HTML is edited elsewhere and shown only through SanitizedHtml);',
          '- use it for a single line.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await expect(textarea).toHaveAccessibleDescription('Plain text, up to 500 characters.');
    await userEvent.type(textarea, 'A mug with the company logo.{Enter}Dishwasher safe.');
    await expect(textarea).toHaveValue('A mug with the company logo.\nDishwasher safe.');
  },
};

export const States: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5' })}>
      <Field label="Reason" required error="Give a reason for the adjustment.">
        <Textarea rows={2} />
      </Field>
      <Field label="Note" disabled>
        <Textarea rows={2} defaultValue="Imported from the previous platform." />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const reason = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeRequired();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Give a reason for the adjustment.');
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  },
};

/** On the Arabic site each line reads in its own direction: an English line ends with its full stop. */
export const EachLineInItsOwnDirection: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  args: { placeholder: 'اكتب وصفًا' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    // The placeholder stays on the page's side.
    await expect(getComputedStyle(textarea).unicodeBidi).not.toBe('plaintext');
    await userEvent.type(textarea, 'A mug (blue).{Enter}كوب أزرق.');
    await expect(getComputedStyle(textarea).unicodeBidi).toBe('plaintext');
  },
};
