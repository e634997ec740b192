import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { z } from '@/api/zod';
import { clickForReal, pressKeys } from '@/testing/real-pointer';
import { storyParameters } from '@/testing/story-parameters';
import { Field } from './Field';
import { FormField, useZodForm } from './form';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { WORD_PASTE } from './rich-text/paste-samples';
import { selectText } from './rich-text/story-helpers';

interface DemoProps extends Pick<RichTextEditorProps, 'disabled' | 'rows'> {
  initial: string;
  label: string;
  helpText?: string;
  error?: string;
  required?: boolean;
  onChange?: (html: string) => void;
}

/** The editor in a Field, with the HTML it hands out printed under it. */
function Demo({ initial, label, helpText, error, required, disabled, rows, onChange }: DemoProps) {
  const [html, setHtml] = useState(initial);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <Field label={label} helpText={helpText} error={error} required={required} disabled={disabled}>
        <RichTextEditor
          value={html}
          rows={rows}
          onChange={(next) => {
            setHtml(next);
            onChange?.(next);
          }}
        />
      </Field>
      <pre
        data-testid="html"
        // HTML source reads left to right on every site.
        dir="ltr"
        className={css({
          fontSize: 'sm',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          color: 'fg.muted',
          bg: 'muted',
          padding: '2',
          borderRadius: 'l1',
        })}
      >
        {html === '' ? '(empty)' : html}
      </pre>
    </div>
  );
}

const CONTENT =
  '<h2>Summer rewards</h2><p>Spend the points you earn by learning. New rewards arrive <strong>every month</strong>.</p>' +
  '<ul><li><p>Mugs and bottles</p></li><li><p>Hoodies</p></li></ul>' +
  '<p>Read <a href="/pages/rules">the rules</a> before you order.</p>';

const meta = {
  title: 'UI/RichTextEditor',
  component: Demo,
  subcomponents: { RichTextEditor },
  tags: ['autodocs'],
  args: { initial: '', label: 'Introduction', rows: 6, onChange: fn() },
  argTypes: {
    rows: {
      control: { type: 'number', min: 2, max: 16 },
      description: 'Lines the writing box shows before it grows.',
      table: { defaultValue: { summary: '6' } },
    },
    disabled: { control: 'boolean' },
  },
  decorators: [(Story) => <div className={css({ maxWidth: '2xl' })}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'Formatted text for the HTML an administrator writes (a shop introduction, a product description, a storefront text): bold, italic, headings, lists, quotes, links, undo and redo, with the usual keyboard shortcuts. Its value is an HTML string, sanitised with the same policy as `SanitizedHtml` uses to show it, and `""` when there is no text. Quotes have their button; pictures and tables already in the HTML are kept as they are. A paste from Word or Google Docs keeps its structure and loses its styling. Tiptap is heavy: the editor is used only in screens loaded on demand, never in the first load.',
          '',
          '**Do**',
          '- put it in a `Field` (or a `FormField` with react-hook-form’s `Controller`: pass `field` as it is, so `onBlur` validates and `ref` takes the focus);',
          '- import it from `@/ui/RichTextEditor` (not the `@/ui` barrel), only in administrators’ screens, which are loaded on demand;',
          '- show what it writes with `SanitizedHtml`.',
          '',
          "**Don't**",
          '- use it for plain text (a title, a note): that is `Input` or `Textarea`;',
          '- put its HTML into the page with `innerHTML`, or edit raw HTML in a `Textarea`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const editorIn = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('textbox', { name }, { timeout: 10_000 });
const output = (canvas: ReturnType<typeof within>) => canvas.getByTestId('html');

export const Empty: Story = {
  args: { helpText: 'Shown under the title.' },
  play: async ({ canvas, args }) => {
    const editor = await editorIn(canvas, 'Introduction');
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveAccessibleDescription('Shown under the title.');
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await userEvent.click(editor);
    await pressKeys('Hello');
    await waitFor(() => expect(output(canvas)).toHaveTextContent('<p>Hello</p>'));
    // Emptied again, the editor hands out '' (not '<p></p>').
    await pressKeys('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''));
    await expect(output(canvas)).toHaveTextContent('(empty)');
    await userEvent.click(canvas.getByText('Shown under the title.'));
  },
};

export const WithContent: Story = {
  args: { initial: CONTENT },
  play: async ({ canvas, args }) => {
    const editor = await editorIn(canvas, 'Introduction');
    await expect(within(editor).getByRole('heading', { level: 2, name: 'Summer rewards' })).toBeVisible();
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(editor).getByRole('link', { name: 'the rules' })).toHaveAttribute(
      'href',
      '/pages/rules',
    );
    // The cursor in bold words presses Bold.
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await clickForReal(within(editor).getByText('every month'));
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'false');
    // Loading the value changes nothing.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('Introduction'));
  },
};

/** A form that is opened by a click, as the storefront editor opens a section's form. */
function OpenedByAClick(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return open ? (
    <Demo {...props} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Edit the introduction
    </button>
  );
}

/**
 * The form is rendered first with a still copy of its text, and Tiptap starts in the task after that
 * paint (src/lib/use-after-paint.ts): the click that opened the form shows its effect on screen sooner.
 * The editor then takes the copy's place without moving anything.
 */
export const StartsAfterTheFormIsRendered: Story = {
  args: { initial: CONTENT },
  render: (args) => <OpenedByAClick {...args} />,
  play: async ({ canvas, canvasElement }) => {
    // React commits a click's render in a microtask after the click: awaiting one more microtask
    // finds the form rendered, and no frame (so no start) can come in between.
    canvas.getByRole('button', { name: 'Edit the introduction' }).click();
    await Promise.resolve();
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const still = toolbar.nextElementSibling as HTMLElement;
    const rendered = {
      editable: canvasElement.querySelector('[contenteditable]') !== null,
      text: still.textContent,
      height: still.getBoundingClientRect().height,
    };
    await expect(rendered.editable).toBe(false);
    await expect(rendered.text).toContain('Summer rewards');
    await expect(rendered.text).toContain('Read the rules before you order.');

    const editor = await editorIn(canvas, 'Introduction');
    await expect(within(editor).getByRole('heading', { level: 2, name: 'Summer rewards' })).toBeVisible();
    await expect(editor.getBoundingClientRect().height).toBe(rendered.height);
    // The toolbar rendered with the copy now follows the editor: the caret in the heading presses Heading.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

/** A picture stored inline, as pictures were before uploads: no network needed. */
const PICTURE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">' +
    '<rect width="320" height="120" fill="#dbe7f7"/><circle cx="60" cy="60" r="36" fill="#1f5fbf"/>' +
    '<rect x="120" y="40" width="160" height="14" rx="7" fill="#8fb0dd"/>' +
    '<rect x="120" y="66" width="110" height="14" rx="7" fill="#8fb0dd"/></svg>',
)}`;

/** Stored HTML with what the site shows but the toolbar does not write: a picture and a table. */
const RICH_CONTENT =
  '<p>How the rewards shop works.</p>' +
  `<img src="${PICTURE}" alt="The rewards counter">` +
  '<blockquote><p>Choose a reward you will use every week.</p></blockquote>' +
  '<table><tbody><tr><th><p>Reward</p></th><th><p>Points</p></th></tr>' +
  '<tr><td><p>Mug</p></td><td><p>300</p></td></tr>' +
  '<tr><td><p>Hoodie</p></td><td><p>1200</p></td></tr></tbody></table>';

export const PicturesQuotesAndTablesAreKept: Story = {
  args: { initial: RICH_CONTENT },
  play: async ({ canvas, args }) => {
    const editor = await editorIn(canvas, 'Introduction');
    const picture = within(editor).getByRole('img', { name: 'The rewards counter' });
    await expect(picture).toHaveAttribute('src', PICTURE);
    await expect(
      within(editor).getByText('Choose a reward you will use every week.').closest('blockquote'),
    ).not.toBeNull();
    const table = within(editor).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reward', 'Points']);
    await expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mug', '300', 'Hoodie', '1200']);
    // The caret in the quote presses Quote.
    const quote = canvas.getByRole('button', { name: 'Quote' });
    await selectText(editor, 'you will use');
    await waitFor(() => expect(quote).toHaveAttribute('aria-pressed', 'true'));
    // An edit elsewhere hands out the same HTML with only that edit: nothing else is lost.
    await selectText(editor, 'shop works.');
    await pressKeys('{End} Ask us anything.');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        RICH_CONTENT.replace('How the rewards shop works.', 'How the rewards shop works. Ask us anything.'),
      ),
    );
    await expect(quote).toHaveAttribute('aria-pressed', 'false');
    await (picture as HTMLImageElement).decode();
  },
};

export const WritingAQuote: Story = {
  play: async ({ canvas, args }) => {
    const editor = await editorIn(canvas, 'Introduction');
    await userEvent.click(editor);
    await pressKeys('Learning never exhausts the mind.');
    await userEvent.click(canvas.getByRole('button', { name: 'Quote' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<blockquote><p>Learning never exhausts the mind.</p></blockquote>',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const InvalidWithError: Story = {
  args: { required: true, error: 'Enter the text of the section.' },
  play: async ({ canvas }) => {
    const editor = await editorIn(canvas, /^Introduction/);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAttribute('aria-required', 'true');
    await expect(editor).toHaveAccessibleDescription('Enter the text of the section.');
  },
};

export const Disabled: Story = {
  args: { initial: CONTENT, disabled: true },
  play: async ({ canvas }) => {
    const editor = await editorIn(canvas, 'Introduction');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    for (const name of ['Bold', 'Link', 'Undo'])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RightToLeft: Story = {
  args: { initial: '<p>اكسب النقاط بالتعلم وأنفقها في المتجر.</p>' },
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const editor = await editorIn(canvas, 'Introduction');
    const toolbar = canvas.getByRole('toolbar');
    const [first, second] = within(toolbar).getAllByRole('button');
    if (!first || !second) throw new Error('The toolbar has no buttons.');
    // The first button sits at the right, and the left arrow moves forward.
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    await expect(first.getBoundingClientRect().right).toBeGreaterThan(
      editor.getBoundingClientRect().right - 60,
    );
    first.focus();
    await pressKeys('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await pressKeys('{ArrowRight}');
    await expect(first).toHaveFocus();
    // A button focused from the keyboard shows its tooltip; the picture is taken without one.
    await userEvent.click(editor);
  },
};

/**
 * English on the Arabic site reads left to right, its full stop at its end, in the writing box as on
 * the site; an Arabic paragraph beside it stays right to left. The HTML handed out carries no `dir`.
 */
export const EnglishTextOnTheArabicSite: Story = {
  args: { initial: `${CONTENT}<p>اكسب النقاط بالتعلم وأنفقها في المتجر.</p>` },
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const editor = await editorIn(canvas, 'Introduction');
    const english = within(editor).getByText(/^Spend the points/);
    await expect(getComputedStyle(english).direction).toBe('ltr');
    await expect(getComputedStyle(within(editor).getByText('Hoodies')).direction).toBe('ltr');
    await expect(getComputedStyle(within(editor).getByText(/^اكسب النقاط/)).direction).toBe('rtl');
    await clickForReal(within(editor).getByText('Hoodies'));
    await pressKeys('{End}!');
    await waitFor(() => expect(output(canvas)).toHaveTextContent('Hoodies!'));
    await expect(output(canvas)).not.toHaveTextContent('dir=');
  },
};

export const AddingALink: Story = {
  args: { initial: '<p>Read the rules before you order.</p>' },
  play: async ({ canvas, args }) => {
    const editor = await editorIn(canvas, 'Introduction');
    await selectText(editor, 'the rules');
    await pressKeys('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const address = within(dialog).getByRole('textbox', { name: /^Address/ });
    await waitFor(() => expect(address).toHaveFocus());
    // An address the site would not show is refused.
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    await expect(await within(dialog).findByText(/^Enter a path on this site/)).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(address);
    await userEvent.type(address, 'example.com/rules{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p>Read <a href="https://example.com/rules">the rules</a> before you order.</p>',
      ),
    );
    await expect(within(editor).getByRole('link', { name: 'the rules' })).toBeVisible();
    // The cursor in the link presses Link; the dialog then edits or removes it.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit link' });
    await expect(within(edit).getByRole('textbox', { name: /^Address/ })).toHaveValue(
      'https://example.com/rules',
    );
    await userEvent.click(within(edit).getByRole('button', { name: 'Remove link' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p>Read the rules before you order.</p>'),
    );
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

export const KeyboardToolbar: Story = {
  args: { initial: '<p>Points</p>' },
  play: async ({ canvas, args }) => {
    const editor = await editorIn(canvas, 'Introduction');
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    // One tab stop: only the current button is in the tab order.
    await expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await userEvent.click(canvas.getByText('Introduction'));
    await pressKeys('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );
    await pressKeys('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await pressKeys('{End}');
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await pressKeys('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await pressKeys('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await pressKeys('{Home}{ArrowRight}{ArrowRight}');
    const heading = canvas.getByRole('button', { name: 'Heading' });
    await expect(heading).toHaveFocus();
    // Tab leaves the toolbar for the writing box; Shift+Tab comes back to the button last used.
    await pressKeys('{Tab}');
    await expect(editor).toHaveFocus();
    await pressKeys('{Shift>}{Tab}{/Shift}');
    await expect(heading).toHaveFocus();
    await pressKeys('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<h2>Points</h2>'));
    await expect(heading).toHaveAttribute('aria-pressed', 'true');
    await expect(heading).toHaveFocus();
    // Shortcuts work in the writing box.
    await userEvent.click(editor);
    await pressKeys('{Control>}a{/Control}{Control>}b{/Control}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<h2><strong>Points</strong></h2>'));
    await pressKeys('{Control>}z{/Control}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<h2>Points</h2>'));
  },
};

export const PasteFromWord: Story = {
  play: async ({ canvas, args }) => {
    const editor = await editorIn(canvas, 'Introduction');
    await userEvent.click(editor);
    const data = new DataTransfer();
    data.setData('text/html', WORD_PASTE);
    data.setData('text/plain', 'Summer rewards');
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<h2>Summer rewards</h2>' +
          '<p><strong>Earn double points</strong> on every course until <em>31 August</em>.</p>' +
          '<ul><li><p>Mugs</p></li><li><p>Hoodies</p></li></ul>' +
          '<ol><li><p>Sign in</p></li><li><p>Pick a reward</p></li></ol>' +
          '<p>Read <a href="https://example.com/rules">the rules</a>.</p>',
      ),
    );
    await expect(output(canvas)).not.toHaveTextContent(/mso-|class=|style=|<span|<font|o:p/);
    await userEvent.click(canvas.getByText('Introduction'));
  },
};

const formSchema = z.object({ intro: z.string().min(1, 'This field is required.') });

/** In a react-hook-form form: checked when the focus leaves it, as every field is (docs/forms.md). */
function FormDemo() {
  const form = useZodForm(formSchema, { defaultValues: { intro: '' } });
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate className={css({ display: 'grid', gap: '4' })}>
      <FormField control={form.control} name="intro" label="Introduction" required>
        <Controller
          control={form.control}
          name="intro"
          render={({ field }) => <RichTextEditor {...field} rows={3} />}
        />
      </FormField>
      <button type="submit" className={css({ justifySelf: 'start', textDecoration: 'underline' })}>
        Save
      </button>
    </form>
  );
}

export const ValidatedOnBlur: Story = {
  render: () => <FormDemo />,
  play: async ({ canvas }) => {
    const editor = await editorIn(canvas, /^Introduction/);
    await userEvent.click(editor);
    await expect(editor).not.toHaveAttribute('aria-invalid');
    // Moving to the toolbar is still inside the field: nothing is said yet.
    await pressKeys('{Shift>}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await pressKeys('{Tab}');
    await expect(editor).toHaveFocus();
    await expect(canvas.queryByText('This field is required.')).not.toBeInTheDocument();
    // Leaving it checks it.
    await pressKeys('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The form gives the focus to the first wrong field.
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await pressKeys('Welcome');
    await waitFor(() => expect(editor).toHaveTextContent('Welcome'));
    await waitFor(() => expect(canvas.queryByText('This field is required.')).not.toBeInTheDocument());
  },
};
