import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { css } from 'styled-system/css';
import { expectLaidOutLeftToRight } from '@/testing/page-helpers';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { Field } from './Field';
import { Input } from './Input';
import { Textarea } from './Textarea';

function ProfileForm() {
  const [title, setTitle] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const clientError = submitted && !title.trim() ? 'Title is required.' : null;
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '5', maxWidth: 'md' })}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <Field label="Product title" required error={clientError} helpText="Shown in the shop and on receipts.">
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Field label="Email" serverError="This e-mail address is already taken.">
        <Input type="email" defaultValue="ada@example.com" />
      </Field>
      <Field label="Description" helpText="Plain text, up to 500 characters.">
        <Textarea defaultValue="A mug with the company logo." />
      </Field>
      <Field label="Price in points" disabled>
        <Input inputMode="numeric" defaultValue="250" size="sm" />
      </Field>
      <Field label="Search" hideLabel>
        <Input placeholder="Search trainings" size="lg" />
      </Field>
      <div>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

const description =
  "A form field: the label (with the required asterisk), the control, help text and error messages. It wires the control's id, `aria-describedby` (help and error) and `aria-invalid`. `error` is the client-side message, `serverError` the server's for this field.\n\n**Do**\n- wrap every form control in a Field, with a visible label (`hideLabel` only where the context names it, such as a search box);\n- say the rule in `helpText` before people get it wrong.\n\n**Don't**\n- write a label and an error message by hand next to a control;\n- put two controls in one Field.";

const meta = {
  title: 'UI/Field',
  component: ProfileForm,
  tags: ['autodocs'],
  subcomponents: { Field, Input, Textarea },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Product title' });
    await expect(title).toBeRequired();
    await expect(title).toHaveAccessibleDescription('Shown in the shop and on receipts.');
    await expect(canvas.getByTitle('This field is required.')).toHaveTextContent('*');

    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This e-mail address is already taken.');
    await expect(canvas.getByRole('textbox', { name: 'Price in points' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(expect.stringContaining('Title is required.'));
    await userEvent.type(title, 'Mug');
    await expect(title).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Title is required.')).not.toBeInTheDocument();
    await userEvent.clear(title);
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    // The server's English message keeps its full stop at its end, at its right.
    await expectLaidOutLeftToRight(canvas.getByText('This e-mail address is already taken.'));
    // The asterisk follows the label text, so in right-to-left it sits on its left.
    const asterisk = canvas.getByTitle(translated('ar', 'This field is required.'));
    const label = asterisk.parentElement as HTMLElement;
    await expect(asterisk.getBoundingClientRect().left).toBeCloseTo(label.getBoundingClientRect().left, 0);
    await expect(asterisk.getBoundingClientRect().right).toBeLessThan(
      label.getBoundingClientRect().right - 20,
    );
  },
};

export const LongRequiredLabel: Story = {
  globals: phoneViewport,
  render: () => (
    <Field label="Expire the points people earned more than this many days before the schedule runs" required>
      <Input type="number" defaultValue="365" />
    </Field>
  ),
  play: async ({ canvas }) => {
    // A label that wraps keeps its asterisk after its last word, not apart at the end of its first line.
    const asterisk = canvas.getByTitle('This field is required.');
    const label = (asterisk.parentElement as HTMLElement).getBoundingClientRect();
    const mark = asterisk.getBoundingClientRect();
    await expect(label.height).toBeGreaterThan(mark.height * 1.5);
    // On the label's last line, not its first.
    await expect(mark.top).toBeGreaterThan(label.top + mark.height);
    await expect(label.bottom - mark.bottom).toBeLessThan(mark.height / 2);
  },
};

export const ScrolledToWithItsLabel: Story = {
  tags: ['no-screenshot'],
  render: () => (
    <div className={css({ paddingBlock: '[150vh]' })}>
      <Field label="Product title" required>
        <Input defaultValue="Mug" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    // Where a wrong field focused on submit lands in WebKit: its control at the top of the screen.
    const title = canvas.getByRole('textbox', { name: 'Product title' });
    title.scrollIntoView({ block: 'start' });
    const label = canvas.getByText('Product title').getBoundingClientRect();
    await expect(label.top).toBeGreaterThanOrEqual(0);
    await expect(label.bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
  },
};
