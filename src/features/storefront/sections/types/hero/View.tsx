import { css } from 'styled-system/css';
import { safeImageUrl } from '../../appearance';
import { SectionButton } from '../../SectionButton';
import { SectionShell } from '../../SectionShell';
import type { SectionProps } from '../../types';
import { lenient } from '../shared';
import { content as contentSchema, settings as settingsSchema } from './schema';

const hero = css({
  position: 'relative',
  display: 'grid',
  // One column no wider than the box, whatever its content's longest line.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'center',
  gap: '4',
  paddingInline: { base: '6', md: '12' },
  paddingBlock: { base: '10', md: '16' },
  borderRadius: 'l3',
  bg: 'primary',
  color: 'primary.fg',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  overflow: 'hidden',
  '&[data-height=small]': { minHeight: { base: '40', md: '56' } },
  '&[data-height=medium]': { minHeight: { base: '56', md: '72' } },
  '&[data-height=large]': { minHeight: { base: '72', md: '96' } },
});
const scrim = css({
  position: 'absolute',
  inset: '0',
  // Darkest behind the start of the text, in either direction.
  bgGradient: 'to-r',
  gradientFrom: 'black/70',
  gradientTo: 'black/35',
  _rtl: { bgGradient: 'to-l' },
});
const body = css({
  position: 'relative',
  display: 'grid',
  gap: '3',
  maxWidth: '2xl',
  justifyItems: 'start',
  textAlign: 'start',
  '[data-alignment=center] > &': { marginInline: 'auto', justifyItems: 'center', textAlign: 'center' },
  '[data-alignment=end] > &': { marginInlineStart: 'auto', justifyItems: 'end', textAlign: 'end' },
});
const heading = css({
  fontSize: { base: '3xl', md: '5xl' },
  fontWeight: 'bold',
  lineHeight: '1.1',
  overflowWrap: 'anywhere',
});
const subtitle = css({ fontSize: { base: 'md', md: 'xl' }, overflowWrap: 'anywhere' });

/**
 * A large title over the brand colour or an image, with an optional button.
 * Text on an image always sits on a dark scrim so it stays readable whatever
 * the image; without the overlay setting the image is only a tint.
 */
export function HeroSection({ section }: SectionProps) {
  const content = lenient(contentSchema, section.data.content);
  const settings = lenient(settingsSchema, section.data.settings);
  const image = safeImageUrl(content.image);
  return (
    <SectionShell appearance={section.data.appearance} testId="section-hero">
      <div
        className={hero}
        data-height={settings.height}
        data-alignment={settings.alignment}
        style={image ? { backgroundImage: `url("${image}")` } : undefined}
      >
        {image ? <div className={scrim} style={settings.overlay ? undefined : { opacity: 0.85 }} /> : null}
        {image && content.image_alt ? (
          <span className={css({ srOnly: true })}>{content.image_alt}</span>
        ) : null}
        <div className={body}>
          {content.title ? (
            <h2 className={heading}>
              <bdi>{content.title}</bdi>
            </h2>
          ) : null}
          {content.subtitle ? (
            <p className={subtitle}>
              <bdi>{content.subtitle}</bdi>
            </p>
          ) : null}
          {content.button_text && content.button_url ? (
            <SectionButton to={content.button_url} label={content.button_text} onBrand />
          ) : null}
        </div>
      </div>
    </SectionShell>
  );
}
