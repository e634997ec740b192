import { RichTextEditor } from '@/ui/RichTextEditor';

export interface HtmlFieldProps {
  /** The descriptor's name: set on the writing box, so the form can focus it when it is wrong. */
  name: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * A section field of kind 'html' (a rich-text section's text, an image-and-text section's text):
 * the kit's rich-text editor, whose sanitised HTML is what the public page shows. Its label, help
 * and messages come from the Field that SectionForm draws around it.
 */
export function HtmlField({ name, value, onChange }: HtmlFieldProps) {
  return <RichTextEditor name={name} value={value} onChange={onChange} rows={6} />;
}
