import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { parseContent } from './content';
import { SectionShell } from './SectionShell';
import type { SectionProps } from './types';

/** Server-authored formatted text, always sanitised. */
export function RichTextSection({ section }: SectionProps) {
  const content = parseContent('rich_text', section.data.content);
  return (
    <SectionShell appearance={section.data.appearance} title={content.title} testId="section-rich_text">
      <SanitizedHtml html={content.body} />
    </SectionShell>
  );
}
