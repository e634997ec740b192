import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from '@/api/zod';
import { FormCheckbox } from './FormCheckbox';
import { FormField, useZodForm } from './form';

const schema = z.object({
  terms: z.boolean().refine((accepted) => accepted, 'Accept the terms of use to create an account.'),
});

const description = [
  "The kit Checkbox bound to a yes/no field of a react-hook-form form: a tick is the field's whole answer.",
  '',
  '**Do**',
  '- wrap it in a `FormField` when the field needs help or can be refused;',
  '- pass `onChanged` to check again the fields that depend on it.',
  '',
  "**Don't**",
  '- use it outside a form: that is the plain `Checkbox`.',
].join('\n');

function Terms({ onChanged }: { onChanged?: () => void }) {
  const form = useZodForm(schema, { defaultValues: { terms: false } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormField control={form.control} name="terms" label="Terms of use" required>
        <FormCheckbox control={form.control} name="terms" onChanged={onChanged}>
          I accept the terms of use
        </FormCheckbox>
      </FormField>
    </form>
  );
}

const meta = {
  title: 'UI/FormCheckbox',
  component: Terms,
  tags: ['autodocs'],
  subcomponents: { FormCheckbox },
  args: { onChanged: fn() },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Terms>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticked then unticked: the field counts as touched, so its message shows at once. */
export const TickedAndUnticked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(canvas.getByText('I accept the terms of use')).toBeVisible();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChanged).toHaveBeenCalledOnce();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(await canvas.findByText('Accept the terms of use to create an account.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
