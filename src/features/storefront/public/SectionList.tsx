import { css } from 'styled-system/css';
import { BelowFirstScreen } from '@/ui/image-loading';
import type { Section } from '../sections/contract';
import { findSectionType } from '../sections/registry';
import { SectionView } from '../sections/SectionView';

/** The sections a phone's first screen shows, rendered with the page. */
const RENDERED_AT_ONCE = 2;

/**
 * The sections below the first screen load their pictures only when they come near it. They are
 * laid out with the page: laid out only near the screen (content-visibility), each was assumed to
 * measure the same until then, and the page shrank or grew under the user's scrolling, which
 * also hid the Back to top button (SPEC §2; e2e/scrolling.test.ts).
 */
const offscreenSection = css({
  // A grid item may shrink below its content's width, like the section inside it (a scrolling row
  // of cards would otherwise widen the whole page).
  minInlineSize: '0',
});

/** The public storefront's sections in order; a type with its own page (`hasOwnPage`) links to it. */
export function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <div className={css({ display: 'grid', gap: '0' })} data-testid="storefront-sections">
      {sections.map((section, index) => {
        const view = (
          <SectionView
            key={section.id}
            section={section}
            pageLink={findSectionType(section.type)?.hasOwnPage ? `/storefront/${section.id}` : undefined}
          />
        );
        return index < RENDERED_AT_ONCE ? (
          view
        ) : (
          <div key={section.id} className={offscreenSection}>
            <BelowFirstScreen>{view}</BelowFirstScreen>
          </div>
        );
      })}
    </div>
  );
}

/** Placeholder sections while the storefront loads. */
export function SectionListSkeleton() {
  return (
    <div className={css({ display: 'grid', gap: '8', paddingBlock: '6' })} aria-hidden="true">
      <div className={css({ height: '64', borderRadius: 'l3', bg: 'border', opacity: 0.6 })} />
      <div className={css({ display: 'grid', gap: '3' })}>
        <div className={css({ height: '6', width: '40%', borderRadius: 'l1', bg: 'border' })} />
        <div
          className={css({
            display: 'grid',
            // The trainings list's own grid (TrainingCard.tsx), so the cards land where the placeholders were.
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.60)), 1fr))',
            gap: '4',
          })}
        >
          {[0, 1, 2, 3].map((key) => (
            <div
              key={key}
              className={css({ height: '48', borderRadius: 'l3', bg: 'border', opacity: 0.6 })}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
