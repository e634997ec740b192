import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { typeKeyByKey } from '@/testing/page-helpers';
import { narrowPhoneViewport, storyParameters } from '@/testing/story-parameters';
import { Combobox } from './Combobox';
import { Field } from './Field';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'ar', label: 'العربية' },
  { value: 'pt', label: 'Português', disabled: true },
];

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: { label: 'Language', options: languages, placeholder: 'Search languages', onValueChange: fn() },
  argTypes: {
    multiple: {
      control: 'boolean',
      description: 'Several choices, listed above the input as removable chips.',
    },
    ordered: {
      control: 'boolean',
      description:
        "With `multiple`: the choices' order matters; they are listed in order, each movable earlier or later.",
    },
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      description: 'The `inputRecipe` size variant.',
      table: { defaultValue: { summary: 'md' } },
    },
    disabled: { control: 'boolean' },
    invalid: { control: 'boolean' },
    label: { control: 'text', description: 'A visible label when the combobox is not inside a Field.' },
    options: { control: false },
  },
  decorators: [(Story) => <div className={css({ maxWidth: 'sm' })}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'A text input that filters a list as you type, ignoring case and accents ("espanol" finds "Español"); single or multiple; PageUp/PageDown move by five; the list is 140 to 300 px tall.',
          '',
          '**Do**',
          '- use it when the list is long enough that people would rather type (countries, people, tags);',
          '- use `multiple` for tags and audiences: the choices stay visible as chips;',
          '- add `ordered` when the order of the choices is what they are shown in (hand-picked items).',
          '',
          "**Don't**",
          '- use it for a handful of options: that is Select or RadioGroup;',
          '- accept free text with it: only listed options can be chosen.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterAndChoose: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Language' }) as HTMLInputElement;
    // Accents and case are ignored.
    await typeKeyByKey(input, 'espanol');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Español']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Español'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['es']);
    await waitFor(() => expect(document.querySelector('[data-part=content][data-state=open]')).toBeNull());
  },
};

export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['fr', 'de'] },
  play: async ({ canvas, args }) => {
    const chips = canvas.getByRole('list', { name: 'Selected' });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Deutsch' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(['fr']));
    await waitFor(() => expect(within(chips).getAllByRole('listitem')).toHaveLength(1));
    // The focus goes to the choice left, not to the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Français' })).toHaveFocus());
  },
};

/**
 * `ordered`: the choices are listed in their order, each moved earlier or later or removed; the moved
 * one keeps the focus, on the button it can still use, and a screen reader hears where it went.
 */
export const Ordered: Story = {
  args: { multiple: true, ordered: true, defaultValue: ['fr', 'de', 'ar'] },
  play: async ({ canvas, args }) => {
    const items = () => within(canvas.getByRole('list', { name: 'Selected' })).getAllByRole('listitem');
    // A name in another script is isolated in the sentence (its direction is its own).
    await expect(canvas.getByRole('button', { name: 'Move Français earlier' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Move \W*العربية\W* later$/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Deutsch earlier' }));
    // Ark applies a new value a moment after it is set: each check waits for it.
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(['de', 'fr', 'ar']));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Deutsch later' })).toHaveFocus());
    await expect(canvas.getByText('Deutsch moved to position 1 of 3.')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(['fr', 'de', 'ar']));
    await waitFor(() => expect(items()[1]).toHaveTextContent('Deutsch'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Deutsch later' })).toHaveFocus());
    // A choice removed gives the focus to the one now in its place.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Deutsch' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(['fr', 'ar']));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Remove \W*العربية\W*$/ })).toHaveFocus());
    await expect(canvas.getByText('Deutsch removed.')).toBeInTheDocument();
    await expect(items()).toHaveLength(2);
  },
};

/** Ordered choices on the narrowest phone, right to left: a long name wraps beside its buttons. */
export const OrderedRightToLeftOnANarrowPhone: Story = {
  args: {
    multiple: true,
    ordered: true,
    label: 'اللغة',
    options: [
      ...languages,
      { value: 'long', label: 'Bahasa Indonesia (Indonesia), the long name of a language' },
    ],
    defaultValue: ['ar', 'long', 'fr'],
  },
  globals: narrowPhoneViewport,
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const [first] = within(canvas.getByRole('list')).getAllByRole('listitem');
    const up = within(first as HTMLElement).getAllByRole('button')[0] as HTMLElement;
    // The buttons sit at the inline end: on the left, right to left.
    await expect(up.getBoundingClientRect().left).toBeLessThan(
      (first as HTMLElement).getBoundingClientRect().left + 120,
    );
  },
};

/** The caller searches (here by language code, as a server might by any field) and passes the matches, shown as they are. */
function SearchedByCode(props: ComponentProps<typeof Combobox>) {
  const [text, setText] = useState('');
  const matches = languages.filter(
    (language) => text.trim() !== '' && language.value.startsWith(text.trim()),
  );
  return <Combobox {...props} options={matches} onSearch={setText} />;
}

export const SearchedByTheCaller: Story = {
  render: (args) => <SearchedByCode {...args} />,
  args: { placeholder: 'Search by code' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('combobox', { name: 'Language' });
    await typeKeyByKey(input, 'ar');
    // "ar" is in no language's name: filtered here, the list would have had no match.
    const option = await screen.findByRole('option', { name: 'العربية' });
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ar']);
  },
};

export const InAFieldWithError: Story = {
  args: { label: undefined },
  render: (args) => (
    <Field label="Language" required serverError="Choose a language.">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Language/ });
    await expect(input).toHaveAccessibleDescription('Choose a language.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Words that match nothing, the list closed with Escape, then the field left: the field shows the
 * choice again, as when it is left with the list open, so that what it shows is what a form saves.
 */
export const UnmatchedWordsLeftAfterEscape: Story = {
  args: { defaultValue: ['fr'] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Language' });
    await expect(input).toHaveValue('Français');
    await userEvent.clear(input);
    await userEvent.type(input, 'Nowhere');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('Français'));
  },
};
