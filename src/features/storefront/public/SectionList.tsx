import { css } from 'styled-system/css';
import type { Section } from '../sections/contract';
import { findSectionType } from '../sections/registry';
import { SectionView } from '../sections/SectionView';

/** The public storefront's sections in order; a type with its own page (`hasOwnPage`) links to it. */
export function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <div className={css({ display: 'grid', gap: '0' })} data-testid="storefront-sections">
      {sections.map((section) => (
        <SectionView
          key={section.id}
          section={section}
          pageLink={findSectionType(section.type)?.hasOwnPage ? `/storefront/${section.id}` : undefined}
        />
      ))}
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
