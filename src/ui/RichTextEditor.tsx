import { useFieldContext } from '@ark-ui/react/field';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import Editor from './rich-text/Editor';
import { useFieldDescribedBy } from './use-field-aria';

// Tiptap and ProseMirror (the heaviest part of the kit) are never part of the site's first load:
// only administrators' forms import this file, and they are in route chunks loaded on demand, so
// the editor comes with its route (docs/performance.md). Keep it out of the `@/ui` barrel.

/** What a form can do with the editor: react-hook-form focuses it when its value is wrong. */
export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** HTML, as stored (the editor shows it sanitised). */
  value: string | null | undefined;
  /** Called with the new HTML on each change: sanitised, and '' when there is no text. */
  onChange: (html: string) => void;
  /** Called when the focus leaves the editor with its toolbar (react-hook-form validates then). */
  onBlur?: () => void;
  /** Set on the writing box, so a form can find the field by name. */
  name?: string;
  /** Lines of text the writing box shows before it grows (default 6). */
  rows?: number;
  disabled?: boolean;
  /** Outside a Field: the id of the element that names the editor. */
  'aria-labelledby'?: string;
  /** Outside a Field and without aria-labelledby: the editor's name. */
  'aria-label'?: string;
  /** Added to the Field's help and error ids. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** react-hook-form's `field.ref`: focus() puts the caret in the writing box. */
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * Formatted text (paragraphs, headings, lists, quotes, bold, italic, links) for HTML an
 * administrator writes; pictures and tables already in the HTML are kept as they are: a toolbar and a writing box styled like Textarea, producing sanitised HTML. Inside a
 * Field it takes its name, description, invalid and required states from the Field; in a form use
 * it through react-hook-form's `Controller`. For plain text use Textarea. Import it from
 * `@/ui/RichTextEditor`, never through the `@/ui` barrel, and only in screens loaded on demand
 * (administrators' routes). Stories: UI/RichTextEditor.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  name,
  rows = 6,
  disabled,
  'aria-labelledby': labelledBy,
  'aria-label': label,
  'aria-describedby': ownDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
}: RichTextEditorProps) {
  const field = useFieldContext();
  const describedBy = useFieldDescribedBy(ownDescribedBy);
  const root = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({ focus: () => root.current?.querySelector<HTMLElement>('[contenteditable]')?.focus() }),
    [],
  );
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Moving between the toolbar and the writing box is no blur; the link dialog is a portal, so
    // opening it counts as leaving (it is the editor's only outside part).
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) onBlurRef.current?.();
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, []);
  return (
    <div ref={root}>
      <Editor
        value={value ?? ''}
        onChange={onChange}
        name={name}
        id={field?.ids.control}
        rows={rows}
        disabled={Boolean(disabled ?? field?.disabled)}
        invalid={Boolean(ariaInvalid ?? field?.invalid)}
        required={Boolean(field?.required)}
        labelledBy={labelledBy ?? field?.ids.label}
        describedBy={describedBy}
        label={label}
      />
    </div>
  );
}
