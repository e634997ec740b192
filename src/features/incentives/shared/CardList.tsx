import { Fragment, type ReactNode } from 'react';
import { css } from 'styled-system/css';

const list = css({ display: 'grid', gap: '3', listStyle: 'none', margin: 0, padding: 0 });
const card = css({
  display: 'grid',
  gap: '3',
  minWidth: 0,
  padding: '4',
  bg: 'surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  fontSize: 'sm',
});
const head = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '3',
  minWidth: 0,
});
const titleStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minWidth: 0,
  fontSize: 'md',
  fontWeight: 'semibold',
  // Whole words wrap; a word wider than the card is the only one ever cut.
  overflowWrap: 'break-word',
});
const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '4',
  rowGap: '1.5',
  margin: 0,
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: 0, overflowWrap: 'break-word' },
});
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

export interface CardFact {
  label: string;
  value: ReactNode;
}

/**
 * The phone form of a list page's table (below `md`, see `useWideLayout`): one card per row, so
 * nothing is squeezed and the page never scrolls sideways.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={list}>
      {children}
    </ul>
  );
}

export interface ListCardProps {
  /** What the row is about (its link when it has one). */
  title: ReactNode;
  /** Beside the title: the row's key figure or status. */
  aside?: ReactNode;
  facts: CardFact[];
  actions?: ReactNode;
}

export function ListCard({ title, aside, facts, actions }: ListCardProps) {
  return (
    <li className={card}>
      <div className={head}>
        <div className={titleStyle}>{title}</div>
        {aside}
      </div>
      {facts.length > 0 && (
        <dl className={factsStyle}>
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {actions && <div className={actionsStyle}>{actions}</div>}
    </li>
  );
}
