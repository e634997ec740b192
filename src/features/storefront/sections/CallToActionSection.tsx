import { css } from 'styled-system/css';
import { Link } from '@/ui/Link';
import { parseContent } from './content';
import { SectionShell } from './SectionShell';
import type { SectionProps } from './types';

const box = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'stretch', md: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  padding: { base: '6', md: '8' },
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'primary.subtle',
  color: 'fg',
});
const title = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', overflowWrap: 'anywhere' });
const text = css({ color: 'fg.muted', overflowWrap: 'anywhere' });

/** A short message with one prominent button. */
export function CallToActionSection({ section }: SectionProps) {
  const content = parseContent('call_to_action', section.data.content);
  return (
    <SectionShell appearance={section.data.appearance} testId="section-call_to_action">
      <div className={box}>
        <div className={css({ display: 'grid', gap: '1' })}>
          {content.title ? <h2 className={title}>{content.title}</h2> : null}
          {content.text ? <p className={text}>{content.text}</p> : null}
        </div>
        {content.buttonLabel && content.buttonUrl ? (
          <Link to={content.buttonUrl} button={{ variant: 'solid', size: 'lg' }}>
            {content.buttonLabel}
          </Link>
        ) : null}
      </div>
    </SectionShell>
  );
}
