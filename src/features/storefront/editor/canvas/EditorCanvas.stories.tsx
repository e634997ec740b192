import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FieldErrorMap } from '@/api/errors';
import type { EditorAction } from '../model';
import { EditorCanvas } from './EditorCanvas';
import { type EditorStoryState, editorLoader, storySections, withEditorStore } from './editor-story';

/** The canvas with a visible announcer, as the editor page gives it one. */
function Canvas({ errors }: { errors?: FieldErrorMap }) {
  const [message, setMessage] = useState('');
  return (
    <>
      <EditorCanvas announce={setMessage} {...(errors ? { errors } : {})} />
      <p data-testid="announcer" aria-live="polite">
        {message}
      </p>
    </>
  );
}

const meta = {
  title: 'Storefront/Editor/EditorCanvas',
  component: Canvas,
  decorators: [withEditorStore],
  loaders: [editorLoader(() => storySections(4))],
} satisfies Meta<typeof Canvas>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (loaded: unknown) => loaded as EditorStoryState;
const labels = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByTestId('editor-section')
    .map((section: HTMLElement) => section.getAttribute('aria-label') ?? '');
const sectionAt = (canvas: ReturnType<typeof within>, index: number) =>
  within(canvas.getAllByTestId('editor-section')[index] as HTMLElement);

export const Sections: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByTestId('editor-section')).toHaveLength(4));
    await expect(labels(canvas)[0]).toMatch(/^Section 1 of 4: /);
    await expect(sectionAt(canvas, 0).getByRole('button', { name: /up$/ })).toBeDisabled();
    await expect(sectionAt(canvas, 3).getByRole('button', { name: /down$/ })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Add section at position/ })).toHaveLength(5);
  },
};

export const Empty: Story = {
  loaders: [editorLoader(() => [])],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Sections' })).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Add section at position 1' })).toBeEnabled();
  },
};

export const EditingLocksTheOthers: Story = {
  loaders: [
    editorLoader(() => storySections(4), { actions: [{ type: 'setState', id: 3, state: 'settings' }] }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Section settings' })).toBeVisible();
    await expect(sectionAt(canvas, 0).getByRole('button', { name: /^Copy/ })).toBeDisabled();
    await expect(sectionAt(canvas, 3).getByRole('button', { name: /^Drag to reorder/ })).toBeDisabled();
    for (const add of canvas.getAllByRole('button', { name: /^Add section at position/ })) {
      await expect(add).toBeDisabled();
    }
  },
};

export const CopyWaiting: Story = {
  loaders: [editorLoader(() => storySections(4), { actions: [{ type: 'copy', id: 1 }] })],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Paste here/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Paste here, at position 3' }));
    await waitFor(() => expect(canvas.getAllByTestId('editor-section')).toHaveLength(5));
    await expect(sectionAt(canvas, 2).getByText('Not saved yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Paste here/ })).not.toBeInTheDocument();
  },
};

export const SaveErrorsBesideTheirSection: Story = {
  args: {
    errors: {
      sections: {
        '1': {
          data: {
            content: { title: { type: 'server', message: 'The title may have at most 60 characters.' } },
          },
        },
      },
    } satisfies FieldErrorMap,
  },
  play: async ({ canvas }) => {
    const second = canvas.getAllByTestId('editor-section')[1] as HTMLElement;
    await expect(second).toHaveAttribute('data-invalid', 'true');
    await expect(within(second).getByRole('alert')).toHaveTextContent(
      'The title may have at most 60 characters.',
    );
  },
};

/** The drag handle with the keyboard: Space picks the section up, arrows move it, Space drops it, announced. */
export const ReorderWithTheDragHandle: Story = {
  play: async ({ canvas }) => {
    const before = labels(canvas);
    const announcer = canvas.getByTestId('announcer');
    const handle = sectionAt(canvas, 0).getByRole('button', { name: /^Drag to reorder/ });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await expect(announcer).toHaveTextContent(/^Picked up /);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcer).toHaveTextContent(/is over position 2 of 4/));
    // The section is already in its new place, and the handle keeps the focus.
    await expect(labels(canvas)[1]).toBe(
      `Section 2 of 4: ${(before[0] ?? '').replace(/^Section 1 of 4: /, '')}`,
    );
    await expect(handle).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(announcer).toHaveTextContent(/dropped at position 2 of 4/));
    await expect(handle).not.toHaveAttribute('aria-pressed');
  },
};

/** Picked up with the keyboard and moved one place: the section is lifted until it is dropped. */
export const PickedUpWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const handle = sectionAt(canvas, 0).getByRole('button', { name: /^Drag to reorder/ });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByTestId('announcer')).toHaveTextContent(/is over position 2 of 4/));
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(handle.closest('article')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^Section 2 of 4: /),
    );
  },
};

/** Leaving the handle (Tab) drops a picked-up section where it is, and says so. */
export const KeyboardMoveDroppedByLeaving: Story = {
  play: async ({ canvas }) => {
    const name = (labels(canvas)[0] ?? '').replace(/^Section 1 of 4: /, '');
    const announcer = canvas.getByTestId('announcer');
    const handle = sectionAt(canvas, 0).getByRole('button', { name: /^Drag to reorder/ });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcer).toHaveTextContent(/is over position 2 of 4/));
    await userEvent.tab();
    await waitFor(() => expect(announcer).toHaveTextContent(/dropped at position 2 of 4/));
    await expect(handle).not.toHaveAttribute('aria-pressed');
    await expect(labels(canvas)[1]).toBe(`Section 2 of 4: ${name}`);
  },
};

/** Escape puts the section back where it was picked up, after any number of moves. */
export const KeyboardMoveCancelled: Story = {
  play: async ({ canvas }) => {
    const before = labels(canvas);
    const announcer = canvas.getByTestId('announcer');
    const handle = sectionAt(canvas, 1).getByRole('button', { name: /^Drag to reorder/ });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(announcer).toHaveTextContent(/is over position 4 of 4/));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(announcer).toHaveTextContent(/is over position 3 of 4/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(announcer).toHaveTextContent(/^Moving .* was cancelled\.$/));
    await expect(labels(canvas)).toEqual(before);
    await expect(handle).toHaveFocus();
    await expect(handle).not.toHaveAttribute('aria-pressed');
  },
};

/**
 * A section far below the screen is not rendered when the editor opens: a keyboard move that goes on
 * down the list passes it, the moved section staying in view with the focus.
 */
export const KeyboardDragPastTheFirstScreen: Story = {
  tags: ['no-screenshot'],
  loaders: [editorLoader(() => storySections(16))],
  play: async ({ canvas }) => {
    const TARGET = 12;
    await waitFor(() => expect(canvas.getAllByTestId('editor-section')).toHaveLength(16));
    const name = (labels(canvas)[0] ?? '').replace(/^Section 1 of 16: /, '');
    // Far from the screen when the move starts: no card yet.
    await expect(sectionAt(canvas, TARGET - 1).queryByRole('button')).not.toBeInTheDocument();
    const announcer = canvas.getByTestId('announcer');
    const handle = sectionAt(canvas, 0).getByRole('button', { name: /^Drag to reorder/ });
    handle.focus();
    await userEvent.keyboard(' ');
    for (let position = 2; position <= TARGET; position += 1) {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() =>
        expect(announcer).toHaveTextContent(new RegExp(`is over position ${position} of 16`)),
      );
    }
    const box = handle.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(labels(canvas)[TARGET - 1]).toBe(`Section ${TARGET} of 16: ${name}`));
    window.scrollTo(0, 0);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

/** The move buttons keep focus on the control used, so repeated presses keep moving the section. */
export const ReorderWithTheMoveButtons: Story = {
  play: async ({ canvas }) => {
    const name = (labels(canvas)[0] ?? '').replace(/^Section 1 of 4: /, '');
    const down = sectionAt(canvas, 0).getByRole('button', { name: /down$/ });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('announcer')).toHaveTextContent(/moved to position 3 of 4/),
    );
    await expect(labels(canvas)[2]).toBe(`Section 3 of 4: ${name}`);
    await expect(down).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // At the end Move down is disabled: focus goes to Move up.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/up$/));
    // The picture shows the list from its top: where the focus leaves the window depends on which
    // sections the browser has laid out by then (content-visibility), which a busy machine changes.
    window.scrollTo(0, 0);
  },
};

const SECTION_COUNT = 24;

/**
 * Counts renders, not time (docs/performance.md, "Storefront editor"): each
 * operation re-renders the parts of the sections it changed, whatever the number
 * of sections. Ids are positions + 1 when the story starts.
 */
export const RendersOnlyWhatChanged: Story = {
  tags: ['no-screenshot'],
  loaders: [editorLoader(() => storySections(SECTION_COUNT))],
  play: async ({ canvas, loaded }) => {
    const { store, renders } = stateOf(loaded);
    await waitFor(() => expect(canvas.getAllByTestId('editor-section')).toHaveLength(SECTION_COUNT));
    // Each operation renders synchronously, so its renders are all in before the next reset.
    const dispatch = (action: EditorAction) => flushSync(() => store.dispatch(action));
    // Sections render their cards as they near the viewport, a frame or two after a change of layout:
    // before each operation, wait until a few frames pass without a render, so none is miscounted.
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const quiet = async () => {
      await waitFor(
        async () => {
          renders.reset();
          await frame();
          await frame();
          await frame();
          await expect(renders.of('sortable')).toEqual([]);
        },
        { timeout: 5000 },
      );
    };
    const run = async (step: () => Promise<void>) => {
      await quiet();
      renders.reset();
      await step();
      return {
        sortable: renders.of('sortable'),
        label: renders.of('label'),
        card: renders.of('card'),
        preview: renders.of('preview'),
        insertion: renders.of('insertion'),
      };
    };

    // A content edit (the first section's title): that section alone.
    const first = store.getState().sections[0];
    const edited = await run(async () => {
      dispatch({
        type: 'updateContent',
        id: 1,
        content: { ...first?.data.content, title: 'A new title' },
      });
      await waitFor(() =>
        expect(labels(canvas)[0]).toBe(`Section 1 of ${SECTION_COUNT}: A new title (Hero banner)`),
      );
    });
    await expect(edited).toEqual({ sortable: [1], label: [1], card: [1], preview: [1], insertion: [] });

    // An appearance change: that section alone again.
    const restyled = await run(async () => {
      dispatch({ type: 'updateAppearance', id: 3, appearance: { spacing: 'large', width: 'wide' } });
      await waitFor(() => expect(store.getState().changed).toBe(true));
    });
    await expect(restyled).toEqual({ sortable: [3], label: [3], card: [3], preview: [3], insertion: [] });

    // Moving section 20 down one place: the two sections that swapped positions, no card, no preview.
    const moved = await run(async () => {
      dispatch({ type: 'move', id: 20, index: 20 });
      await waitFor(() => expect(labels(canvas)[20]).toMatch(/^Section 21 of 24: /));
    });
    await expect(moved.label).toEqual([20, 21]);
    await expect(moved.sortable).toEqual([]);
    await expect(moved.card).toEqual([]);
    await expect(moved.preview).toEqual([]);
    await expect(moved.insertion).toEqual([19, 20]);

    // First to last: every label says its new position, but only the sections whose first, last or
    // eager flag changed re-render their sortable wrapper (3 or 4), and no preview re-renders.
    const toEnd = await run(async () => {
      dispatch({ type: 'move', id: 1, index: SECTION_COUNT - 1 });
      await waitFor(() => expect(labels(canvas)[0]).toMatch(/^Section 1 of 24: /));
      await waitFor(() => expect(store.getState().sections.at(-1)?.id).toBe(1));
    });
    await expect(toEnd.label).toHaveLength(SECTION_COUNT);
    await expect(toEnd.sortable.length).toBeLessThanOrEqual(4);
    await expect(toEnd.card.length).toBeLessThanOrEqual(3);
    await expect(toEnd.preview).toEqual([]);

    // Entering edit locks every other section without re-rendering their cards.
    const editing = await run(async () => {
      dispatch({ type: 'setState', id: 2, state: 'edit' });
      await canvas.findByRole('form', { name: 'Edit content' });
    });
    await expect(editing.card).toEqual([2]);
    await expect(editing.sortable).toEqual([2]);
    await expect(editing.insertion).toEqual([]);
    await expect(sectionAt(canvas, 1).getByRole('button', { name: /^Copy/ })).toBeDisabled();
    dispatch({ type: 'cancel', id: 2 });

    // Copying adds a Paste button to each insertion point and re-renders no section.
    const copied = await run(async () => {
      dispatch({ type: 'copy', id: 4 });
      await waitFor(() =>
        expect(canvas.getAllByRole('button', { name: /^Paste here/ })).toHaveLength(SECTION_COUNT + 1),
      );
    });
    await expect(copied).toEqual({ sortable: [], label: [], card: [], preview: [], insertion: [] });

    // Removing one section: the positions after it change, nothing else.
    const removed = await run(async () => {
      dispatch({ type: 'remove', id: 12 });
      await waitFor(() => expect(canvas.getAllByTestId('editor-section')).toHaveLength(SECTION_COUNT - 1));
    });
    await expect(removed.card.length).toBeLessThanOrEqual(1);
    await expect(removed.preview).toEqual([]);
  },
};

/**
 * The focus goes where the person can go on from: into a form as it opens (its heading), back to
 * the control that opened it as it closes, and to the Add section in a section's place once the
 * section is gone.
 */
export const FocusThroughAddEditAndRemove: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByTestId('editor-section')).toHaveLength(4));
    const addAt2 = () => canvas.getByRole('button', { name: 'Add section at position 2' });
    await userEvent.click(addAt2());
    await userEvent.click(
      within(canvas.getByRole('list', { name: 'Section library' })).getAllByRole('button')[0] as HTMLElement,
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'New section: content' })).toHaveFocus());
    // Cancelled, the new section is dropped: the focus goes to the Add section in its place.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getAllByTestId('editor-section')).toHaveLength(4));
    await expect(addAt2()).toHaveFocus();

    const edit = sectionAt(canvas, 1).getByRole('button', { name: /^Edit the content of/ });
    await userEvent.click(edit);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Edit content' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(edit).toHaveFocus());

    await userEvent.click(sectionAt(canvas, 1).getByRole('button', { name: /^Remove/ }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(sectionAt(canvas, 1).getByRole('button', { name: /^Remove/ })).toHaveFocus());
    await userEvent.click(sectionAt(canvas, 1).getByRole('button', { name: /^Remove/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(canvas.getAllByTestId('editor-section')).toHaveLength(3));
    await expect(addAt2()).toHaveFocus();
  },
};
