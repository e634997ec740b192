import { type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';
import { appearanceStyle, parseAppearance } from './appearance';

const outerStyle = css({ paddingInline: { base: '4', md: '6' }, overflow: 'hidden' });
const innerStyle = css({ marginInline: 'auto', width: '100%', display: 'grid', gap: '4' });
export const sectionTitle = css({
  fontSize: { base: 'xl', md: '2xl' },
  fontWeight: 'bold',
  lineHeight: '1.25',
  overflowWrap: 'anywhere',
});

export interface SectionShellProps {
  appearance: unknown;
  /** The section's heading; the region is named by it. */
  title?: string;
  /** A line under the title. */
  description?: string;
  children: ReactNode;
  testId?: string;
  busy?: boolean;
}

/** A section's box: validated appearance (colours, background, spacing, width) around its content. */
export function SectionShell({ appearance, title, description, children, testId, busy }: SectionShellProps) {
  const headingId = useId();
  const style = appearanceStyle(parseAppearance(appearance));
  return (
    <section
      className={outerStyle}
      style={style.outer}
      aria-labelledby={title ? headingId : undefined}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      <div className={innerStyle} style={style.inner}>
        {title ? (
          <h2 id={headingId} className={sectionTitle}>
            <bdi>{title}</bdi>
          </h2>
        ) : null}
        {description ? (
          <p className={css({ opacity: 0.85, overflowWrap: 'anywhere' })}>
            <bdi>{description}</bdi>
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
