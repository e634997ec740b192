import { css, cx } from 'styled-system/css';
import { useImageLoading } from '@/ui/image-loading';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { safeImageUrl } from '../../appearance';
import { SectionShell } from '../../SectionShell';
import type { SectionProps } from '../../types';
import { lenient } from '../shared';
import { content as contentSchema, settings as settingsSchema } from './schema';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: { base: '4', md: '8' },
  alignItems: 'center',
});
const image = css({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 'l3',
  bg: 'muted',
});
const imageAtEnd = css({ md: { order: 2 } });
const title = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', overflowWrap: 'anywhere' });

/** An image beside a block of text (before or after it, mirrored in right-to-left); stacked on narrow screens. */
export function ImageTextSection({ section }: SectionProps) {
  const content = lenient(contentSchema, section.data.content);
  const settings = lenient(settingsSchema, section.data.settings);
  const src = safeImageUrl(content.image);
  const loadingOf = useImageLoading();
  return (
    <SectionShell appearance={section.data.appearance} testId="section-image_text">
      <div className={grid}>
        {src ? (
          <img
            src={src}
            alt={content.image_alt}
            loading={loadingOf()}
            className={cx(image, settings.image_position === 'end' && imageAtEnd)}
          />
        ) : null}
        <div className={css({ display: 'grid', gap: '3' })}>
          {content.title ? (
            <h2 className={title}>
              <bdi>{content.title}</bdi>
            </h2>
          ) : null}
          <SanitizedHtml html={content.html} />
        </div>
      </div>
    </SectionShell>
  );
}
