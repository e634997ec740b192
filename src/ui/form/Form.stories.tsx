import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { ApiError, toFieldErrors } from '@/api/errors';
import { z } from '@/api/zod';
import { Button } from '../Button';
import { Input } from '../Input';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { FormCard } from './FormCard';
import { FormErrors } from './FormErrors';
import { FormField } from './FormField';
import { useServerErrorSubmit } from './use-server-errors';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  title: z.string().trim().min(1, 'Title field is required.'),
  price: z.number({ error: 'Enter a whole number of 0 or more.' }).int().min(0),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['title', 'price'] as const;

/** What the server says when it refuses the save: one message for a field, one for none. */
const refusal = () =>
  new ApiError('HTTP_ERROR', 'Unprocessable', {
    status: 422,
    fieldErrors: toFieldErrors({
      messages: [
        { path: 'title', message: 'A product with this title exists already.' },
        { path: 'owner', message: 'You can no longer edit products of this shop.' },
      ],
    }),
  });

function ProductFormExample({ save }: { save: (values: Values) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: { title: '', price: 0 } });
  const { onSubmit, formErrors } = useServerErrorSubmit(form, FIELDS, save);
  return (
    <form noValidate onSubmit={onSubmit} className={css({ display: 'grid', gap: '5', maxWidth: 'md' })}>
      <FormErrors messages={formErrors} />
      <FormField control={form.control} name="title" label="Title" required>
        <Input {...form.register('title')} />
      </FormField>
      <FormField control={form.control} name="price" label="Price in points" required>
        <Input type="number" inputMode="numeric" {...form.register('price', { valueAsNumber: true })} />
      </FormField>
      <div>
        <Button type="submit" variant="solid" loading={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'UI/Form',
  component: ProductFormExample,
  tags: ['autodocs'],
  args: { save: fn(async () => undefined) },
} satisfies Meta<typeof ProductFormExample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A form the user has not touched shows no message, however empty its required fields. */
export const Untouched: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Title field is required.')).toBeNull();
  },
};

/** Leaving a field checks it; typing a right value clears the message at once. */
export const CheckedOnBlur: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.click(title);
    await expect(canvas.queryByText('Title field is required.')).toBeNull();
    await userEvent.tab();
    await expect(title).toHaveAccessibleDescription('Title field is required.');
    await userEvent.type(title, 'Mug');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Submitting checks every field and saves nothing while one is wrong. */
export const CheckedOnSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title field is required.'));
    // The first wrong field takes the focus, so a keyboard or screen-reader user lands on it.
    await expect(title).toHaveFocus();
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/**
 * Save pressed with the mouse straight from a wrong field: the message of the field it leaves waits
 * for the release, so Save stays under the pointer and the click submits (checked, refused, the focus
 * on the field). Shown at once, the message pushed Save down before the release, and the click landed
 * on the form instead.
 */
export const SavePressedFromAWrongField: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Mug');
    const price = canvas.getByRole('spinbutton', { name: 'Price in points' });
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    // Pressed: the price is left, checked, and its message waits, so Save stays where it was pressed.
    const save = canvas.getByRole('button', { name: 'Save' });
    const pressedAt = save.getBoundingClientRect().top;
    // One user for both halves of the click: it remembers the press.
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    await expect(price).not.toHaveFocus();
    await expect(save.getBoundingClientRect().top).toBe(pressedAt);
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    await waitFor(() => expect(price).toHaveFocus());
    await expect(price).toHaveAccessibleDescription('Enter a whole number of 0 or more.');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** The server's messages land on their fields; one for no field shows above the form; the input stays. */
export const RefusedByTheServer: Story = {
  args: {
    save: fn(async () => {
      throw refusal();
    }),
  },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Mug');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You can no longer edit products of this shop.',
    );
    await expect(title).toHaveAccessibleDescription('A product with this title exists already.');
    await expect(title).toHaveValue('Mug');
    await expect(title).toHaveFocus();
    await expect(args.save).toHaveBeenCalledWith({ title: 'Mug', price: 0 });
  },
};

function SignInExample() {
  const signIn = z.object({ name: z.string().trim().min(1, 'Username field is required.') });
  const form = useZodForm(signIn, { defaultValues: { name: '' } });
  const { onSubmit, formErrors } = useServerErrorSubmit(form, ['name'] as const, async () => undefined);
  return (
    <FormCard title="Log in" onSubmit={onSubmit}>
      <FormErrors messages={formErrors} />
      <FormField control={form.control} name="name" label="Username" required>
        <Input autoComplete="username" {...form.register('name')} />
      </FormField>
      <Button type="submit" variant="solid">
        Log in
      </Button>
    </FormCard>
  );
}

/** A page that is one form (log in, sign up) sits in a centred card whose heading names the form. */
export const InACard: Story = {
  render: () => <SignInExample />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Log in' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Username field is required.')).toBeVisible();
  },
};

const choices = z.object({
  category: z.string().min(1, 'Choose a category.'),
  delivery: z.string().min(1, 'Choose how it is delivered.'),
});

/** A Select and a RadioGroup in a form, each through a `Controller` with its `ref` and `onBlur`. */
function ChoicesExample({ save }: { save: (values: z.infer<typeof choices>) => Promise<unknown> }) {
  const form = useZodForm(choices, { defaultValues: { category: '', delivery: '' } });
  const { onSubmit } = useServerErrorSubmit(form, ['category', 'delivery'] as const, save);
  return (
    <form noValidate onSubmit={onSubmit} className={css({ display: 'grid', gap: '5', maxWidth: 'md' })}>
      <FormField control={form.control} name="category" label="Category" required>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select
              name={field.name}
              ref={field.ref}
              value={field.value ? [field.value] : []}
              onValueChange={([next]) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              options={[
                { value: 'books', label: 'Books' },
                { value: 'events', label: 'Events' },
              ]}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="delivery"
        render={({ field, fieldState }) => (
          <RadioGroup
            label="Delivery"
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            options={[
              { value: 'post', label: 'By post' },
              { value: 'desk', label: 'At the front desk' },
            ]}
          />
        )}
      />
      <div>
        <Button type="submit" variant="solid">
          Save
        </Button>
      </div>
    </form>
  );
}

/** A wrong Select or RadioGroup takes the focus on submit as an input does: the first wrong one. */
export const ChoicesTakeTheFocus: Story = {
  render: (args) => <ChoicesExample save={args.save} />,
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toHaveFocus());
    await expect(category).toHaveAccessibleDescription('Choose a category.');

    await userEvent.click(category);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Events' }));
    await waitFor(() => expect(category).not.toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(save);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'By post' })).toHaveFocus());
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toHaveAccessibleDescription(
      'Choose how it is delivered.',
    );
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** Leaving a Select that was opened and closed with no choice checks it, as leaving an input does. */
export const ChoiceCheckedOnLeaving: Story = {
  render: (args) => <ChoicesExample save={args.save} />,
  play: async ({ canvas }) => {
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.click(category);
    await within(document.body).findByRole('listbox');
    // Opening the list is not leaving the field.
    await expect(category).not.toHaveAccessibleDescription('Choose a category.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(category).toHaveAccessibleDescription('Choose a category.'));
  },
};
