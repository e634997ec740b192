import { css } from 'styled-system/css';
import { Link } from '@/ui/Link';
import { safeImageUrl } from './appearance';
import { parseContent } from './content';
import { SectionShell } from './SectionShell';
import type { SectionProps } from './types';

const hero = css({
  position: 'relative',
  display: 'grid',
  alignContent: 'center',
  gap: '4',
  minHeight: { base: '56', md: '72' },
  paddingInline: { base: '6', md: '12' },
  paddingBlock: { base: '10', md: '16' },
  borderRadius: 'l3',
  bg: 'primary',
  color: 'primary.fg',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  overflow: 'hidden',
});
const scrim = css({
  position: 'absolute',
  inset: '0',
  bg: 'linear-gradient(90deg, rgba(0,0,0,0.62), rgba(0,0,0,0.15))',
  _rtl: { bg: 'linear-gradient(270deg, rgba(0,0,0,0.62), rgba(0,0,0,0.15))' },
});
const body = css({ position: 'relative', display: 'grid', gap: '3', maxWidth: '2xl', justifyItems: 'start' });
const heading = css({
  fontSize: { base: '3xl', md: '5xl' },
  fontWeight: 'bold',
  lineHeight: '1.1',
  overflowWrap: 'anywhere',
});
const subtitle = css({ fontSize: { base: 'md', md: 'xl' }, overflowWrap: 'anywhere' });

/** A large title over the brand colour or an image, with an optional button. */
export function HeroSection({ section }: SectionProps) {
  const content = parseContent('hero', section.data.content);
  const image = safeImageUrl(content.image);
  return (
    <SectionShell appearance={section.data.appearance} testId="section-hero">
      <div className={hero} style={image ? { backgroundImage: `url("${image}")` } : undefined}>
        {image ? <div className={scrim} /> : null}
        <div className={body}>
          {content.title ? <h2 className={heading}>{content.title}</h2> : null}
          {content.subtitle ? <p className={subtitle}>{content.subtitle}</p> : null}
          {content.buttonLabel && content.buttonUrl ? (
            <Link
              to={content.buttonUrl}
              button={{ variant: 'solid', size: 'lg' }}
              className={css({ bg: 'surface!', color: 'primary!' })}
            >
              {content.buttonLabel}
            </Link>
          ) : null}
        </div>
      </div>
    </SectionShell>
  );
}
