import { css } from 'styled-system/css';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { parseContent, parseSettings } from './content';
import { SectionShell } from './SectionShell';
import type { SectionProps } from './types';

const twoColumns = css({
  md: { columnCount: 2, columnGap: '8' },
  '& > :first-child': { marginBlockStart: '0' },
});

/** Server-authored formatted text, always sanitised; one or two columns on wide screens. */
export function RichTextSection({ section }: SectionProps) {
  const content = parseContent('rich_text', section.data.content);
  const settings = parseSettings('rich_text', section.data.settings);
  return (
    <SectionShell appearance={section.data.appearance} testId="section-rich_text">
      <SanitizedHtml html={content.html} className={settings.columns === 2 ? twoColumns : undefined} />
    </SectionShell>
  );
}
