import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { EditorContent, Extension, type Editor as TiptapEditor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { sanitizeHtml } from '@/lib/sanitize';
import { BLOCKS_OF_THEIR_OWN_DIRECTION } from '@/lib/sanitize-policy';
import { isSafeHref } from '@/lib/url';
import { useAfterPaint } from '@/lib/use-after-paint';
import { inputRecipe } from '../input-recipe';
import { proseStyle, SanitizedHtml } from '../SanitizedHtml';
import { cleanPastedHtml } from './clean-paste';
import { LinkDialog } from './LinkDialog';
import { editorRoot, writingBox, writingBoxMinHeight } from './styles';
import { Toolbar } from './Toolbar';

/** What the loaded editor receives from RichTextEditor: the value and the field's wiring, resolved. */
export interface EditorImplProps {
  value: string;
  onChange: (html: string) => void;
  name?: string;
  id?: string;
  rows: number;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  labelledBy?: string;
  describedBy?: string;
  label?: string;
}

/**
 * The HTML the editor hands out: '' when there is no text (not '<p></p>'), otherwise its HTML
 * through the same sanitiser as the HTML shown on the site.
 */
export function editorOutput(editor: TiptapEditor): string {
  if (editor.isEmpty || editor.state.doc.textContent.trim() === '') return '';
  // The empty paragraph kept after a final heading or list, so the caret can go below it, is no content.
  return tidyTables(sanitizeHtml(editor.getHTML())).replace(/(?:<p><\/p>)+$/, '');
}

/**
 * What the table extension adds to every table and cell only for its own editing: a <colgroup> of
 * minimum widths (their style is removed by the sanitiser anyway) and the default colspan="1" and
 * rowspan="1". Dropping them keeps a stored table as it was written; a real span is kept.
 */
function tidyTables(html: string): string {
  if (!html.includes('<table')) return html;
  return html
    .replace(/<colgroup>(?:<col>)*<\/colgroup>/g, '')
    .replace(/(<t[hd][^>]*?) colspan="1"/g, '$1')
    .replace(/(<t[hd][^>]*?) rowspan="1"/g, '$1');
}

/** The writing box, once EditorContent has mounted the view (Tiptap throws before). */
function mountedElement(editor: TiptapEditor): HTMLElement | null {
  try {
    return editor.view.dom;
  } catch {
    return null;
  }
}

/**
 * What the toolbar offers (paragraphs, headings 2 and 3, lists, quotes, bold, italic, links, line
 * breaks), plus the pictures and tables that stored HTML may hold: the site shows them
 * (src/lib/sanitize-policy.ts allows them), so editing such a text must not drop them. Anything else met
 * in a value or a paste is reduced to that (its text is kept).
 */
function extensions(openLink: () => void) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        // The site decides how links open; a stored link carries only its address.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isSafeHref(url),
        shouldAutoLink: (url) => isSafeHref(url.includes(':') ? url : `https://${url}`),
      },
    }),
    // Inline pictures stored before uploads existed are data: URIs; the sanitiser decides which
    // addresses are kept, as for the HTML shown on the site.
    Image.configure({ inline: false, allowBase64: true }),
    TableKit.configure({ table: { resizable: false } }),
    Extension.create({
      name: 'adminEditing',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          openLink();
          return true;
        },
      }),
      transformPastedHTML: (html) => cleanPastedHtml(html),
      addProseMirrorPlugins: () => [
        new Plugin({ props: { decorations: (state) => ownDirections(state.doc) } }),
      ],
    }),
  ];
}

const OWN_DIRECTION = new Set<string>(BLOCKS_OF_THEIR_OWN_DIRECTION);

/** The element a node is written as (`p`, `ul`, `td`), from its schema. */
function tagOf(node: ProseMirrorNode): string | undefined {
  const output = node.type.spec.toDOM?.(node);
  return Array.isArray(output) ? String(output[0]) : undefined;
}

/**
 * `dir="auto"` on the outermost blocks in the writing box, as the site shows them
 * (`sanitizeToFragment`): an English paragraph on the Arabic site is written left to right, its
 * full stop at its end. A decoration is the view's alone: the HTML the editor hands out has none.
 */
function ownDirections(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, position) => {
    if (!OWN_DIRECTION.has(tagOf(node) ?? '')) return true;
    decorations.push(Decoration.node(position, position + node.nodeSize, { dir: 'auto' }));
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

/** The writing box's name, description and states, set on the element (see WritingBox). */
type BoxAttributes = Record<string, string | undefined>;

/**
 * The Tiptap editor behind RichTextEditor, loaded on demand (it is the heaviest part of the kit).
 * Starting Tiptap and ProseMirror is most of the cost of opening a form with a rich-text field, so
 * the form is rendered first with a still copy of the writing box (the same box, the same text), and
 * the editor starts in the task after that paint (`useAfterPaint`). The toolbar is rendered at once
 * and stays; its buttons act once the editor has started.
 */
export default function Editor({
  value,
  onChange,
  name,
  id,
  rows,
  disabled,
  invalid,
  required,
  labelledBy,
  describedBy,
  label,
}: EditorImplProps) {
  const ownId = useId();
  const boxId = id ?? ownId;
  const started = useAfterPaint();
  const [editor, setEditor] = useState<TiptapEditor | null>(null);
  const [link, setLink] = useState<{ href: string; askText: boolean } | null>(null);

  const attributes = useMemo<BoxAttributes>(
    () => ({
      id: boxId,
      name,
      'aria-labelledby': labelledBy,
      'aria-label': labelledBy ? undefined : label,
      'aria-describedby': describedBy,
      'aria-invalid': invalid ? 'true' : undefined,
      'aria-required': required ? 'true' : undefined,
      'aria-disabled': disabled ? 'true' : undefined,
      style: `min-height: ${writingBoxMinHeight(rows)}`,
    }),
    [boxId, name, labelledBy, label, describedBy, invalid, required, disabled, rows],
  );

  const openLinkRef = useRef<() => void>(() => {});
  openLinkRef.current = () => {
    if (!editor?.isEditable) return;
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLink({ href, askText: !href && editor.state.selection.empty });
  };
  const [openLink] = useState(() => () => openLinkRef.current());

  const applyLink = (href: string, text: string) => {
    setLink(null);
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editor.isActive('link') || !editor.state.selection.empty) {
      chain.extendMarkRange('link').setLink({ href }).run();
    } else {
      chain
        .insertContent({
          type: 'text',
          text,
          marks: [{ type: 'link', attrs: { href } }],
        })
        .unsetMark('link')
        .run();
    }
  };
  const removeLink = () => {
    setLink(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  return (
    <div className={editorRoot}>
      <Toolbar editor={editor} controls={boxId} disabled={disabled} onLink={openLink} />
      {started ? (
        <WritingBox
          value={value}
          onChange={onChange}
          disabled={disabled}
          attributes={attributes}
          openLink={openLink}
          onStart={setEditor}
        />
      ) : (
        <SanitizedHtml
          html={value}
          id={boxId}
          className={cx(inputRecipe({ multiline: true }), writingBox)}
          style={{ minHeight: writingBoxMinHeight(rows) }}
          // Its look only: what it says to assistive technology comes with the editor a moment later.
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
        />
      )}
      {link && (
        <LinkDialog
          open
          href={link.href}
          askText={link.askText}
          onApply={applyLink}
          onRemove={removeLink}
          onClose={() => setLink(null)}
        />
      )}
    </div>
  );
}

interface WritingBoxProps {
  value: string;
  onChange: (html: string) => void;
  disabled: boolean;
  attributes: BoxAttributes;
  openLink: () => void;
  /** Hands the started editor to the toolbar (null when the box goes). */
  onStart: (editor: TiptapEditor | null) => void;
}

/** The started editor's writing box: Tiptap's view, kept in step with the field's value. */
function WritingBox({ value, onChange, disabled, attributes, openLink, onStart }: WritingBoxProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastValue = useRef(value);
  const [editorExtensions] = useState(() => extensions(openLink));
  const [initialContent] = useState(() => sanitizeHtml(value));

  // The box's look is fixed at creation. Its name, description and states are set on the element
  // directly: handing ProseMirror new attributes updates the whole view, which drops a letter typed in
  // the same moment (the first letter after an error clears, for one).
  const [editorProps] = useState(() => ({
    attributes: {
      'aria-multiline': 'true',
      class: cx(inputRecipe({ multiline: true }), proseStyle, writingBox),
    },
  }));

  const editor = useEditor({
    extensions: editorExtensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorOutput(current);
      if (html === lastValue.current) return;
      lastValue.current = html;
      onChangeRef.current(html);
    },
  });

  useLayoutEffect(() => {
    onStart(editor);
    return () => onStart(null);
  }, [editor, onStart]);

  // A value set from outside (a reset, a reload) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (value === lastValue.current) return;
    lastValue.current = value;
    if (value !== editorOutput(editor))
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    const apply = () => {
      const element = mountedElement(editor);
      if (!element) return;
      for (const [attribute, content] of Object.entries(attributes)) {
        if (content === undefined) element.removeAttribute(attribute);
        else element.setAttribute(attribute, content);
      }
    };
    // Before EditorContent has mounted the view there is no element yet: 'mount' brings it.
    apply();
    editor.on('mount', apply);
    return () => {
      editor.off('mount', apply);
    };
  }, [editor, attributes]);

  useEffect(() => {
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return <EditorContent editor={editor} />;
}
