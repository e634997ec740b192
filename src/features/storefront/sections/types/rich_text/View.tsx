import { css } from 'styled-system/css';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { SectionShell } from '../../SectionShell';
import type { SectionProps } from '../../types';
import { lenient } from '../shared';
import { content as contentSchema, settings as settingsSchema } from './schema';

const twoColumns = css({
  md: { columnCount: 2, columnGap: '8' },
  '& > :first-child': { marginBlockStart: '0' },
});

/** Server-authored formatted text, always sanitised; one or two columns on wide screens. */
export function RichTextSection({ section }: SectionProps) {
  const content = lenient(contentSchema, section.data.content);
  const settings = lenient(settingsSchema, section.data.settings);
  return (
    <SectionShell appearance={section.data.appearance} testId="section-rich_text">
      <SanitizedHtml html={content.html} className={settings.columns === 2 ? twoColumns : undefined} />
    </SectionShell>
  );
}
