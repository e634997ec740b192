import { css } from 'styled-system/css';
import { SectionButton } from '../../SectionButton';
import { SectionShell } from '../../SectionShell';
import type { SectionProps } from '../../types';
import { lenient } from '../shared';
import { content as contentSchema, settings as settingsSchema } from './schema';

const box = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'stretch', md: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  paddingBlock: { base: '4', md: '6' },
});
const title = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', overflowWrap: 'anywhere' });
const text = css({ overflowWrap: 'anywhere' });

/** A short message with one prominent button; the section's colours come from its appearance. */
export function CallToActionSection({ section }: SectionProps) {
  const content = lenient(contentSchema, section.data.content);
  const settings = lenient(settingsSchema, section.data.settings);
  return (
    <SectionShell appearance={section.data.appearance} testId="section-call_to_action">
      <div className={box}>
        <div className={css({ display: 'grid', gap: '1' })}>
          {content.title ? (
            <h2 className={title}>
              <bdi>{content.title}</bdi>
            </h2>
          ) : null}
          {content.text ? (
            <p className={text}>
              <bdi>{content.text}</bdi>
            </p>
          ) : null}
        </div>
        {content.button_text && content.button_url ? (
          <SectionButton
            to={content.button_url}
            label={content.button_text}
            onBrand={settings.style === 'primary'}
          />
        ) : null}
      </div>
    </SectionShell>
  );
}
