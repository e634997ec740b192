import type { Ref } from 'react';
import { RichTextEditor, type RichTextEditorHandle } from '@/ui/RichTextEditor';

export interface HtmlFieldProps {
  /** The descriptor's name: set on the writing box. */
  name: string;
  value: string;
  onChange: (html: string) => void;
  /** When the writing box loses the focus: the form checks the field then. */
  onBlur?: () => void;
  /** The form's handle, so that a wrong text takes the focus. */
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * A section field of kind 'html' (a rich-text section's text, an image-and-text section's text):
 * the kit's rich-text editor, whose sanitised HTML is what the public page shows. Its label, help
 * and messages come from the Field that SectionForm renders around it.
 */
export function HtmlField({ name, value, onChange, onBlur, ref }: HtmlFieldProps) {
  return <RichTextEditor ref={ref} name={name} value={value} onChange={onChange} onBlur={onBlur} rows={6} />;
}
