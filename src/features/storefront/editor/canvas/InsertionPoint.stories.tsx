import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type EditorStoryState, editorLoader, storySections, withEditorStore } from './editor-story';
import { InsertionPoint, InsertionStateProvider } from './InsertionPoint';

const meta = {
  title: 'Storefront/Editor/InsertionPoint',
  component: InsertionPoint,
  decorators: [
    (Story) => (
      <InsertionStateProvider>
        <Story />
      </InsertionStateProvider>
    ),
    withEditorStore,
  ],
  loaders: [editorLoader(() => storySections(2))],
  args: { index: 1 },
} satisfies Meta<typeof InsertionPoint>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (loaded: unknown) => loaded as EditorStoryState;

export const AddSection: Story = {
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add section at position 2' });
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: /^Paste here/ })).not.toBeInTheDocument();
  },
};

/** The section library: choosing a type creates that section at this position, in its content form. */
export const LibraryOpen: Story = {
  play: async ({ canvas, loaded }) => {
    const { store } = stateOf(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Add section at position 2' }));
    const library = canvas.getByRole('list', { name: 'Section library' });
    await expect(library).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add section at position 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Rich text/ }));
    await waitFor(() =>
      expect(store.getState().sections[1]).toMatchObject({ type: 'rich_text', state: 'create' }),
    );
    await expect(canvas.queryByRole('list', { name: 'Section library' })).not.toBeInTheDocument();
    // The new section is being edited: adding another waits until it is done.
    await expect(canvas.getByRole('button', { name: 'Add section at position 2' })).toBeDisabled();
  },
};

export const CopyWaiting: Story = {
  loaders: [editorLoader(() => storySections(2), { actions: [{ type: 'copy', id: 1 }] })],
  play: async ({ canvas, loaded }) => {
    const { store } = stateOf(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Paste here, at position 2' }));
    await waitFor(() => expect(store.getState().buffer).toBeNull());
    await expect(store.getState().sections.map((section) => section.isNew)).toEqual([false, true, false]);
    await expect(canvas.queryByRole('button', { name: /^Paste here/ })).not.toBeInTheDocument();
  },
};

/** While a section is edited, both buttons wait. */
export const LockedWhileEditing: Story = {
  loaders: [
    editorLoader(() => storySections(2), {
      actions: [
        { type: 'copy', id: 1 },
        { type: 'setState', id: 2, state: 'settings' },
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add section at position 2' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Paste here, at position 2' })).toBeDisabled();
  },
};
