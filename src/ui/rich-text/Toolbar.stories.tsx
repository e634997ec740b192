import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css, cx } from 'styled-system/css';
import { inputRecipe } from '../input-recipe';
import { SanitizedHtml } from '../SanitizedHtml';
import { editorRoot, writingBox } from './styles';
import { Toolbar } from './Toolbar';

/**
 * The rich-text editor's toolbar on its own, in the states it has without a started editor. With
 * one (pressed buttons, undo and redo, keyboard use, right to left) it is shown by UI/RichTextEditor.
 */
const meta = {
  title: 'UI/RichTextEditor/Toolbar',
  component: Toolbar,
  args: { editor: null, controls: 'writing-box', disabled: false, onLink: fn() },
  decorators: [
    // The box it controls, as the editor renders it before Tiptap has started: a still copy of the text.
    (Story) => (
      <div className={cx(editorRoot, css({ maxWidth: '2xl' }))}>
        {Story()}
        <SanitizedHtml
          id="writing-box"
          html="<p>Spend the points you earn by learning.</p>"
          className={cx(inputRecipe({ multiline: true }), writingBox)}
        />
      </div>
    ),
  ],
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rendered with the form, in the moment before the editor has started (src/ui/rich-text/Editor.tsx):
 * a new editor's state (nothing pressed, nothing to undo), and a press does nothing yet.
 */
export const WhileTheEditorStarts: Story = {
  play: async ({ canvas, args }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    await expect(toolbar).toHaveAttribute('aria-controls', 'writing-box');
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(bold).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
    // One tab stop: the first button.
    const buttons = within(toolbar).getAllByRole('button');
    await expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([bold]);
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await expect(args.onLink).not.toHaveBeenCalled();
  },
};

/** In a disabled field: every button says it is unavailable, and the toolbar too. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    for (const button of canvas.getAllByRole('button'))
      await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};
