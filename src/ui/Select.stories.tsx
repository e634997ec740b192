import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { typeKeyByKey } from '@/testing/page-helpers';
import { forcedColorsParameters, storyParameters } from '@/testing/story-parameters';
import { Combobox } from './Combobox';
import { Field } from './Field';
import type { ListOption } from './listbox';
import { Select } from './Select';

const countries: ListOption[] = [
  'Austria',
  'Belgium',
  'Croatia',
  'Czechia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
].map((name) => ({ value: name.toLowerCase(), label: name, disabled: name === 'Croatia' }));

const languages: ListOption[] = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'ar', label: 'العربية' },
  { value: 'es', label: 'Español' },
];

function Form({
  onCountry,
  onLanguages,
}: {
  onCountry: (value: string[]) => void;
  onLanguages: (value: string[]) => void;
}) {
  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: 'md' })}>
      <Field label="Country" required helpText="Where the prize is sent.">
        <Select options={countries} onValueChange={onCountry} clearable />
      </Field>
      <Field label="Organisations" serverError="Choose at most two organisations.">
        <Select multiple defaultValue={['finland', 'france', 'germany']} options={countries.slice(5, 10)} />
      </Field>
      <Field label="Language" helpText="Type to filter.">
        <Combobox options={languages} placeholder="Search languages" />
      </Field>
      <Field label="Restrict to countries">
        <Combobox multiple options={countries} onValueChange={onLanguages} placeholder="Search countries" />
      </Field>
      <Select
        label="Sort by"
        disabled
        defaultValue={['title']}
        options={[{ value: 'title', label: 'Title' }]}
      />
    </div>
  );
}

const description =
  "A choice from a list. `Select` opens a list box from a button: arrow keys, Home and End, PageUp and PageDown by five, typeahead, Escape; `multiple` for several values, `clearable` to empty it. `Combobox` is a text field that filters the list as the user types. Both take `options`, a `value` that is always an array, and, inside a `Field`, its label, help and message; in a form, `ref` and `onBlur` from a react-hook-form `Controller` (docs/forms.md).\n\n**Do**\n- use a `Select` for up to about twenty choices, a `Combobox` for a longer list or one the user searches (time zones, countries);\n- show a disabled option that cannot be chosen now rather than leaving it out.\n\n**Don't**\n- use either for two to five choices that fit on screen: that is a `RadioGroup`;\n- build a list box in a feature.";

const meta = {
  title: 'UI/Select and Combobox',
  component: Form,
  args: { onCountry: fn(), onLanguages: fn() },
  tags: ['autodocs'],
  subcomponents: { Select, Combobox },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const highlighted = () => document.querySelector('[data-part=content][data-state=open] [data-highlighted]');
const openList = () => document.querySelector('[data-part=content][data-state=open]') as HTMLElement;

/** Waits for the list to be gone so the screenshot shows the settled form. */
async function closed() {
  await waitFor(() => expect(document.querySelector('[data-part=content][data-state=open]')).toBeNull());
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}

export const SelectKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveTextContent('- Select -');
    await expect(country).toHaveAccessibleDescription('Where the prize is sent.');
    country.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Austria'));
    const height = openList().getBoundingClientRect().height;
    await expect(height).toBeGreaterThanOrEqual(140);
    await expect(height).toBeLessThanOrEqual(300);

    // PageDown moves five enabled items (Croatia is disabled and skipped).
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Finland'));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Ireland'));
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Finland'));
    // Typeahead in the open list.
    await userEvent.keyboard('pol');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Poland'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCountry).toHaveBeenLastCalledWith(['poland']);
    await waitFor(() => expect(country).toHaveTextContent('Poland'));
    await closed();

    const clear = canvas.getByRole('button', { name: 'Clear selection' });
    await userEvent.click(clear);
    await expect(args.onCountry).toHaveBeenLastCalledWith([]);
    // The focus goes back to the cleared field a frame later: the keys below must not follow it.
    await waitFor(() => expect(country).toHaveFocus());
    await expect(country).toHaveTextContent('- Select -');

    const organisations = canvas.getByRole('combobox', { name: 'Organisations' });
    await expect(organisations).toHaveTextContent('Finland, France, Germany');
    await expect(organisations).toHaveAttribute('aria-invalid', 'true');
    await expect(organisations).toHaveAccessibleDescription('Choose at most two organisations.');
    organisations.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(highlighted()).not.toBeNull());
    // A multiple list stays open and toggles the highlighted item.
    // Home goes to the first option, Estonia, and Enter adds it.
    // Enter is pressed once the highlight has moved, as a person sees it move: pressed together on
    // a busy machine, Enter could reach the list before Home and toggle Finland instead.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Estonia'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(organisations).toHaveTextContent('Finland, France, Germany, Estonia'));
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  },
};

/**
 * A contrast theme (forced colours) paints no backgrounds: the option the keyboard is on is outlined,
 * and the chosen ones keep their check marks.
 */
export const InForcedColours: Story = {
  parameters: forcedColorsParameters,
  play: async ({ canvas }) => {
    await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const organisations = canvas.getByRole('combobox', { name: 'Organisations' });
    organisations.focus();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Estonia'));
    await expect(getComputedStyle(highlighted() as Element).outlineStyle).toBe('solid');
    const finland = within(list).getByRole('option', { name: 'Finland' });
    await expect(finland).toHaveAttribute('aria-selected', 'true');
    await expect(getComputedStyle(finland).outlineStyle).toBe('none');
  },
};

export const ComboboxTypeaheadAndPaging: Story = {
  play: async ({ canvas, args }) => {
    const language = canvas.getByRole('combobox', { name: 'Language' }) as HTMLInputElement;
    await expect(language).toHaveAccessibleDescription('Type to filter.');
    // Accents and case are ignored.
    await typeKeyByKey(language, 'ESPANOL');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Español']),
    );
    await userEvent.clear(language);
    await typeKeyByKey(language, 'zz');
    await expect(await screen.findByText('No matches.')).toBeVisible();
    await userEvent.clear(language);
    await typeKeyByKey(language, 'fran');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(language).toHaveValue('Français'));
    await closed();

    const countriesInput = canvas.getByRole('combobox', { name: 'Restrict to countries' });
    countriesInput.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(highlighted()).not.toBeNull());
    await userEvent.keyboard('{Home}{PageDown}');
    await waitFor(() => expect(highlighted()).toHaveTextContent('Finland'));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{PageDown}{Enter}');
    await expect(args.onLanguages).toHaveBeenLastCalledWith(['finland', 'ireland']);
    await userEvent.keyboard('{Escape}');
    await closed();
    const selected = canvas.getByRole('list', { name: 'Selected' });
    await expect(
      within(selected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Finland', 'Ireland']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Finland' }));
    await expect(args.onLanguages).toHaveBeenLastCalledWith(['ireland']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Ireland' })).toHaveFocus());
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const country = canvas.getByRole('combobox', { name: 'Country' });
    const chevron = country.parentElement?.querySelector('[data-part=indicator]') as HTMLElement;
    // The chevron sits at the inline end: on the left in right-to-left.
    await expect(chevron.getBoundingClientRect().left).toBeLessThan(
      country.getBoundingClientRect().left + 60,
    );
    country.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{PageDown}{Enter}');
    await waitFor(() => expect(country).toHaveTextContent('Finland'));
    await closed();
  },
};
