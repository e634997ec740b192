import { SearchX } from 'lucide-react';
import { createContext, type ReactNode, type RefObject, use, useId, useRef } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const section = css({ display: 'grid', gap: '4', minWidth: 0 });
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
const count = css({
  flex: '1 1 auto',
  color: 'fg.muted',
  margin: 0,
  _focusVisible: {
    outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
    outlineOffset: 'focusRingOffset',
  },
});

/** The count line of the results around, which takes the focus once their filters are cleared. */
const CountLine = createContext<RefObject<HTMLParagraphElement | null> | null>(null);

export interface FilteredResultsProps {
  /** Names the region for screen readers ("Trainings"); the heading itself is not rendered. */
  heading: string;
  /** The list is being asked for again (a new page, filter or sort): the region is marked busy. */
  busy?: boolean;
  /** How many results there are ("12 trainings"), announced politely when it changes. */
  summary: string;
  /** Given while a search or filter narrows the list: a "Clear all filters" button beside the count. */
  onClear?: () => void;
  /** Controls rendered above the count (filters). */
  filters?: ReactNode;
  /** Controls rendered beside the count (sort, view). */
  tools?: ReactNode;
  /** The results: their placeholders, an error, `NoMatches`, an empty state, or the list and its pager. */
  children: ReactNode;
}

/**
 * The results of a searchable, filtered list: a named region with its count, the way back to the
 * whole list, and the list's own controls. The search itself is `SearchForm`, above it. For a table
 * of administration data without a count line, use `Table` and `Pagination` directly.
 * Stories: UI/FilteredResults.
 */
export function FilteredResults({
  heading,
  busy,
  summary,
  onClear,
  filters,
  tools,
  children,
}: FilteredResultsProps) {
  const headingId = useId();
  const countLine = useRef<HTMLParagraphElement>(null);
  return (
    <section aria-labelledby={headingId} aria-busy={busy} className={section}>
      <h2 id={headingId} className={css({ srOnly: true })}>
        {heading}
      </h2>
      {filters}
      <div className={toolbar}>
        <p ref={countLine} tabIndex={-1} className={count} aria-live="polite">
          {summary}
        </p>
        {onClear && <ClearButton onClear={onClear} variant="ghost" countLine={countLine} />}
        {tools}
      </div>
      <CountLine value={countLine}>{children}</CountLine>
    </section>
  );
}

/**
 * "Clear all filters". The button goes with the filters, so the focus goes on from the results'
 * count line, which now says how many the whole list has (a search field would open a phone's
 * keyboard).
 */
function ClearButton({
  onClear,
  variant,
  countLine,
}: {
  onClear: () => void;
  variant: 'ghost' | 'outline';
  countLine: RefObject<HTMLParagraphElement | null> | null;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      onClick={() => {
        onClear();
        countLine?.current?.focus();
      }}
    >
      {t('Clear all filters')}
    </Button>
  );
}

export interface NoMatchesProps {
  /** What found nothing ("No trainings match your filters"). */
  title: string;
  /** Empties the search and every filter. */
  onClear: () => void;
}

/** A search or filter that leaves nothing: says so, and offers the whole list again. */
export function NoMatches({ title, onClear }: NoMatchesProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={t('Try other words, or remove a filter.')}
      action={<ClearButton onClear={onClear} variant="outline" countLine={use(CountLine)} />}
    />
  );
}
