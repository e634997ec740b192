import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Field } from './Field';
import { NumberInput } from './NumberInput';
import { RadioGroup } from './RadioGroup';

function Form({
  onPrice,
  onAudience,
}: {
  onPrice: (value: number | null) => void;
  onAudience: (value: string) => void;
}) {
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: 'md' })}>
      <Field label="Price in points" required helpText="Between 1 and 5000.">
        <NumberInput defaultValue={250} min={1} max={5000} step={5} onValueChange={onPrice} />
      </Field>
      <Field label="Weight (kg)" serverError="The weight must be a multiple of 0.25.">
        <NumberInput defaultValue={1.3} fractionDigits={2} step={0.25} />
      </Field>
      <Field label="Stock" disabled>
        <NumberInput defaultValue={12} />
      </Field>
      <RadioGroup
        label="Who can buy"
        defaultValue="everyone"
        onValueChange={onAudience}
        options={[
          { value: 'everyone', label: 'Everyone' },
          { value: 'learners', label: 'Learners', description: 'People enrolled in at least one training.' },
          { value: 'managers', label: 'Managers', disabled: true },
          { value: 'nobody', label: 'Nobody (hidden from the shop)' },
        ]}
      />
      <RadioGroup
        label="Delivery"
        orientation="horizontal"
        options={[
          { value: 'post', label: 'Post' },
          { value: 'pickup', label: 'Pick-up' },
        ]}
      />
    </div>
  );
}

const description =
  "NumberInput and RadioGroup in a product form, inside Fields. Each has its own entry (UI/NumberInput, UI/RadioGroup).\n\n**Do**\n- put a NumberInput in a Field, which gives it its label and messages;\n\n**Don't**\n- use a RadioGroup for more than five options.";

const meta = {
  title: 'UI/NumberInput and RadioGroup',
  component: Form,
  args: { onPrice: fn(), onAudience: fn() },
  tags: ['autodocs'],
  subcomponents: { NumberInput, RadioGroup },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndStates: Story = {
  play: async ({ canvas, args }) => {
    const price = canvas.getByRole('spinbutton', { name: /Price in points/ });
    await expect(price).toHaveValue('250');
    await expect(price).toBeRequired();
    await expect(price).toHaveAccessibleDescription('Between 1 and 5000.');
    price.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(price).toHaveValue('255'));
    await expect(args.onPrice).toHaveBeenLastCalledWith(255);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(price).toHaveValue('245'));
    // A value typed beyond the maximum stays as typed, for the form's check to explain (a Field marks
    // it invalid with the form's message); a step takes it back within.
    await userEvent.clear(price);
    await userEvent.type(price, '9999');
    await userEvent.tab();
    await expect(price).toHaveValue('9999');
    await expect(args.onPrice).toHaveBeenLastCalledWith(9999);
    const decrease = canvas.getAllByRole('button', { name: 'Decrease' })[0] as HTMLElement;
    await userEvent.click(decrease);
    await waitFor(() => expect(price).toHaveValue('5000'));
    await userEvent.click(decrease);
    await waitFor(() => expect(price).toHaveValue('4995'));

    const weight = canvas.getByRole('spinbutton', { name: 'Weight (kg)' });
    await expect(weight).toHaveValue('1.30');
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(weight).toHaveAccessibleDescription('The weight must be a multiple of 0.25.');
    await expect(canvas.getByRole('spinbutton', { name: 'Stock' })).toBeDisabled();

    const group = canvas.getByRole('radiogroup', { name: 'Who can buy' });
    await expect(group).toBeVisible();
    const everyone = canvas.getByRole('radio', { name: 'Everyone' });
    await expect(everyone).toBeChecked();
    await userEvent.click(everyone);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Learners/ })).toBeChecked());
    await expect(args.onAudience).toHaveBeenLastCalledWith('learners');
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Nobody/ })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: 'Managers' })).toBeDisabled();
    await userEvent.tab();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const price = canvas.getByRole('spinbutton', { name: /Price in points/ });
    const increase = canvas.getAllByRole('button', { name: translated('ar', 'Increase') })[0] as HTMLElement;
    // The stepper buttons sit at the inline end: on the left in right-to-left.
    await expect(increase.getBoundingClientRect().right).toBeLessThan(
      price.getBoundingClientRect().left + 40,
    );
    const post = canvas.getByRole('radio', { name: 'Post' });
    const pickup = canvas.getByRole('radio', { name: 'Pick-up' });
    await expect(pickup.getBoundingClientRect().left).toBeLessThan(post.getBoundingClientRect().left);
    await userEvent.click(post);
    // ArrowLeft moves forward in right-to-left.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(pickup).toBeChecked());
    await userEvent.tab();
  },
};
