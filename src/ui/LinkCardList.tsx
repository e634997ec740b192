import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import { cardGridStyle } from './card-grid';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';

const card = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: '4',
  padding: '5',
  height: '100%',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'surface',
  color: 'fg',
  textDecoration: 'none',
  _hover: { borderColor: 'primary', boxShadow: 'md' },
});
const iconCircle = css({
  display: 'grid',
  placeItems: 'center',
  width: '12',
  height: '12',
  borderRadius: 'full',
  bg: 'primary.subtle',
  color: 'primary',
});
const chevron = css({ color: 'fg.muted', _rtl: { transform: 'scaleX(-1)' } });

export interface LinkCard {
  to: string;
  /** Already translated. */
  title: string;
  description: string;
  icon: LucideIcon;
}

/**
 * A grid of link cards, one per place to go: icon, title, what it holds. The landing pages of
 * the administration (/settings, /course-administration, each area's own settings) are built
 * from it.
 */
export function LinkCardList({ links, label }: { links: LinkCard[]; label: string }) {
  return (
    <ul className={cardGridStyle} aria-label={label}>
      {links.map((area) => (
        <li key={area.to}>
          <RouterLink to={area.to} className={card}>
            <span className={iconCircle}>
              <Icon icon={area.icon} size={24} />
            </span>
            <span className={css({ display: 'grid', gap: '1', minWidth: 0 })}>
              <span className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{area.title}</span>
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{area.description}</span>
            </span>
            <Icon icon={ChevronRight} className={chevron} />
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

/** The list while what decides its links loads: as many cards as will come. */
export function LinkCardListSkeleton({ count }: { count: number }) {
  return (
    <ul className={cardGridStyle} aria-busy="true" data-testid="link-cards-loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <Skeleton height={96} />
        </li>
      ))}
    </ul>
  );
}
