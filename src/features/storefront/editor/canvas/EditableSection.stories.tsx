import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { EditableSection } from './EditableSection';
import {
  type EditorStoryState,
  editorLoader,
  storySections,
  withEditorStore,
  withSortableList,
} from './editor-story';

const meta = {
  title: 'Storefront/Editor/EditableSection',
  component: EditableSection,
  decorators: [withSortableList, withEditorStore],
  // Section 2 of three: a rich text section between a hero and a trainings list.
  loaders: [editorLoader(() => storySections(3))],
  args: { id: 2, first: false, last: false, eager: true, errors: undefined, announce: fn() },
} satisfies Meta<typeof EditableSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (loaded: unknown) => loaded as EditorStoryState;
const section = (canvas: ReturnType<typeof within>) => within(canvas.getByTestId('editor-section'));

export const Viewing: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByTestId('editor-section');
    await expect(article).toHaveAttribute('aria-label', 'Section 2 of 3: Rich text');
    await expect(section(canvas).getByRole('button', { name: /^Drag to reorder/ })).toBeEnabled();
    await expect(section(canvas).getByRole('button', { name: /up$/ })).toBeEnabled();
    await expect(section(canvas).getByTestId('section-rich_text')).toBeVisible();
  },
};

export const FirstOfTheList: Story = {
  args: { id: 1, first: true },
  play: async ({ canvas }) => {
    await expect(section(canvas).getByRole('button', { name: /up$/ })).toBeDisabled();
    await expect(section(canvas).getByRole('button', { name: /down$/ })).toBeEnabled();
  },
};

/** Off screen, a section shows its name over a placeholder until it nears the viewport. */
export const NotYetOnScreen: Story = {
  // Its picture would be the empty space above the section.
  tags: ['no-screenshot'],
  args: { eager: false },
  decorators: [
    (Story) => (
      <div>
        <div className={css({ height: '400vh' })} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const article = canvas.getByTestId('editor-section');
    await expect(within(article).queryByRole('button')).not.toBeInTheDocument();
    article.scrollIntoView();
    // Revealed, the section becomes a drag-and-drop target: its box is rendered again inside the sortable.
    await expect(await canvas.findByRole('button', { name: /^Drag to reorder/ })).toBeVisible();
    window.scrollTo(0, 0);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const NotSavedYet: Story = {
  loaders: [
    editorLoader(() => storySections(3), {
      actions: [
        { type: 'copy', id: 2 },
        { type: 'paste', index: 2 },
      ],
    }),
  ],
  args: { id: -1 },
  play: async ({ canvas }) => {
    await expect(section(canvas).getByText('Not saved yet')).toBeVisible();
  },
};

export const HiddenForTheAudience: Story = {
  loaders: [
    editorLoader(
      () =>
        storySections(3).map((made) =>
          made.id === 2
            ? {
                ...made,
                data: {
                  ...made.data,
                  restrictions: [{ rule: 'and' as const, type: 'language', value: 'de' }],
                },
              }
            : made,
        ),
      { restrictions: [{ rule: 'and', type: 'language', value: 'fr' }] },
    ),
  ],
  play: async ({ canvas }) => {
    await expect(section(canvas).getByText('Hidden for this audience')).toBeVisible();
  },
};

export const EditingContent: Story = {
  play: async ({ canvas, loaded, args }) => {
    const { store } = stateOf(loaded);
    await userEvent.click(section(canvas).getByRole('button', { name: /^Edit the content of/ }));
    const form = await canvas.findByRole('form', { name: 'Edit content' });
    await expect(canvas.getByTestId('editor-section')).toHaveAttribute('data-editing', 'true');
    await expect(section(canvas).getByRole('button', { name: /^Copy/ })).toBeDisabled();
    // The form takes the focus, and gives it back to Edit as it closes.
    await waitFor(() => expect(within(form).getByRole('heading', { name: 'Edit content' })).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(store.getState().editingId).toBeNull());
    await expect(section(canvas).getByRole('button', { name: /^Edit the content of/ })).toHaveFocus();
    await expect(args.announce).not.toHaveBeenCalled();
  },
};

export const Settings: Story = {
  loaders: [
    editorLoader(() => storySections(3), { actions: [{ type: 'setState', id: 3, state: 'settings' }] }),
  ],
  args: { id: 3, last: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Section settings' })).toBeVisible();
  },
};

export const CustomisingTheAppearance: Story = {
  loaders: [
    editorLoader(() => storySections(3), { actions: [{ type: 'setState', id: 2, state: 'customize' }] }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Customise appearance' })).toBeVisible();
  },
};

/** Another section is being edited: every control of this one waits. */
export const LockedByAnotherSection: Story = {
  loaders: [editorLoader(() => storySections(3), { actions: [{ type: 'setState', id: 1, state: 'edit' }] })],
  play: async ({ canvas }) => {
    for (const button of section(canvas).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const ConfirmingRemoval: Story = {
  play: async ({ canvas, loaded, args }) => {
    const { store } = stateOf(loaded);
    await userEvent.click(section(canvas).getByRole('button', { name: /^Remove/ }));
    // A modal alert dialog: the focus is in it, and stays in it.
    const confirm = await screen.findByRole('alertdialog', { name: /^Remove .+\?$/ });
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
    await expect(confirm).toHaveAccessibleDescription('It disappears from the storefront when you save.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(store.getState().sections.map((made) => made.id)).toEqual([1, 3]));
    await expect(args.announce).toHaveBeenCalledWith(expect.stringMatching(/removed\.$/));
  },
};

/** Escape keeps the section, as Cancel does: the confirmation goes and the focus is back on Remove. */
export const RemovalKeptWithEscape: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, loaded }) => {
    const { store } = stateOf(loaded);
    const remove = section(canvas).getByRole('button', { name: /^Remove/ });
    await userEvent.click(remove);
    const confirm = await screen.findByRole('alertdialog');
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(store.getState().sections.map((made) => made.id)).toEqual([1, 2, 3]);
  },
};

export const WithSaveErrors: Story = {
  args: {
    errors: {
      messages: ['The title may have at most 60 characters.'],
      content: { title: 'The title may have at most 60 characters.' },
      settings: {},
      appearance: {},
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('editor-section')).toHaveAttribute('data-invalid', 'true');
    await expect(section(canvas).getByRole('alert')).toHaveTextContent(
      'The title may have at most 60 characters.',
    );
  },
};

/** The hero, first of the list, open for editing its content. */
const editingTheHero = editorLoader(() => storySections(3), {
  actions: [{ type: 'setState', id: 1, state: 'edit' }],
});

/** A fresh form says nothing; leaving the emptied title says it is required, and Apply keeps the form. */
export const ContentWithAWrongField: Story = {
  loaders: [editingTheHero],
  args: { id: 1, first: true },
  play: async ({ canvas, loaded }) => {
    const { store } = stateOf(loaded);
    const form = await canvas.findByRole('form', { name: 'Edit content' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await expect(within(form).queryByText('This field is required.')).not.toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.tab();
    await waitFor(() => expect(title).toHaveAccessibleDescription('This field is required.'));
    const before = store.getState().sections[0]?.data;
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(title).toHaveFocus());
    // Nothing reaches the editor's store while the form is wrong.
    await expect(store.getState().sections[0]?.data).toBe(before);
    await expect(store.getState().editingId).toBe(1);
  },
};

/** After a refused save, the section's form opens with the server's message on its field. */
export const ContentWithTheLastSaveMessage: Story = {
  loaders: [editingTheHero],
  args: {
    id: 1,
    first: true,
    errors: {
      messages: ['The title may have at most 60 characters.'],
      content: { title: 'The title may have at most 60 characters.' },
      settings: {},
      appearance: {},
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Edit content' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('The title may have at most 60 characters.'),
    );
    await expect(title).toHaveFocus();
    await expect(section(canvas).getByRole('alert')).toHaveTextContent(
      'The title may have at most 60 characters.',
    );
  },
};

/** An own background colour and a wider width, applied: the section's appearance in the store changes. */
export const AppearanceApplied: Story = {
  loaders: [
    editorLoader(() => storySections(3), { actions: [{ type: 'setState', id: 2, state: 'customize' }] }),
  ],
  play: async ({ canvas, canvasElement, loaded }) => {
    const { store } = stateOf(loaded);
    const form = await canvas.findByRole('form', { name: 'Customise appearance' });
    const background = within(form).getByRole('group', { name: 'Background colour' });
    const code = within(background).getByRole('textbox', { name: 'Colour code' });
    await userEvent.clear(code);
    await userEvent.type(code, '#e8f0fb');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Width' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Wide' }),
    );
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Width' })).toHaveTextContent('Wide'),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(store.getState().editingId).toBeNull());
    await expect(store.getState().sections[1]?.data.appearance).toEqual(
      expect.objectContaining({ background_color: '#e8f0fb', width: 'wide' }),
    );
    await expect(section(canvas).getByTestId('section-rich_text')).toBeVisible();
  },
};

const customising = editorLoader(() => storySections(3), {
  actions: [{ type: 'setState', id: 2, state: 'customize' }],
});

/** In Arabic the section's form mirrors with the page. */
export const AppearanceRightToLeft: Story = {
  loaders: [customising],
  parameters: storyParameters({ role: 'administrator', locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'تخصيص المظهر' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'العرض' })).toBeVisible();
  },
};

/** On a phone the section's form is one column, no wider than the screen. */
export const AppearanceOnAPhone: Story = {
  loaders: [customising],
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Customise appearance' });
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
