import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { css } from 'styled-system/css';
import type { Facet } from '@/api/catalog';
import { useTranslation } from '@/i18n';
import { Button, Checkbox, Skeleton } from '@/ui';

/** Terms shown per vocabulary before "Show all": long vocabularies (skills) stay scannable. */
export const FACET_PREVIEW = 6;

const group = css({ display: 'grid', gap: '2', border: 'none', padding: 0, margin: 0, minWidth: 0 });
const legend = css({ fontWeight: 'semibold', fontSize: 'md', marginBlockEnd: '2', padding: 0 });
const list = css({ display: 'grid', gap: '2', listStyle: 'none', padding: 0, margin: 0 });
const count = css({ color: 'fg.muted', fontSize: 'sm' });

export interface FacetFiltersProps {
  facets: Facet[] | undefined;
  isPending: boolean;
  selected: Record<string, number[]>;
  onChange: (vocabulary: string, tids: number[]) => void;
}

/** One group of checkboxes per vocabulary, each term with its number of trainings. */
export function FacetFilters({ facets, isPending, selected, onChange }: FacetFiltersProps) {
  if (isPending) {
    return (
      <div className={css({ display: 'grid', gap: '3' })} aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} height={18} width={key % 3 === 0 ? '50%' : '80%'} />
        ))}
      </div>
    );
  }
  return (
    <>
      {(facets ?? [])
        .filter((facet) => facet.terms.length > 0)
        .map((facet) => (
          <FacetGroup
            key={facet.vocabulary}
            facet={facet}
            // Only the user's own choices: a vocabulary may be named like an object's method (`valueOf`).
            selected={
              (Object.hasOwn(selected, facet.vocabulary) ? selected[facet.vocabulary] : undefined) ?? []
            }
            onChange={(tids) => onChange(facet.vocabulary, tids)}
          />
        ))}
    </>
  );
}

function FacetGroup({
  facet,
  selected,
  onChange,
}: {
  facet: Facet;
  selected: number[];
  onChange: (tids: number[]) => void;
}) {
  const { t, formatNumber } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  // Chosen terms stay visible even when they fall outside the preview.
  const shown = expanded
    ? facet.terms
    : facet.terms.filter((term, index) => index < FACET_PREVIEW || selected.includes(term.tid));
  const hidden = facet.terms.length - shown.length;
  const terms = useRef<HTMLUListElement>(null);
  const showAll = () => {
    const firstShown = facet.terms.findIndex((term) => !shown.includes(term));
    flushSync(() => setExpanded(true));
    // The terms appear above the button, which a phone's screen may then no longer show: the focus
    // goes to the first of them, where the reading goes on.
    terms.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[firstShown]?.focus();
  };
  return (
    <fieldset className={group}>
      <legend className={legend}>
        <bdi>{facet.name}</bdi>
      </legend>
      <ul ref={terms} className={list}>
        {shown.map((term) => (
          <li key={term.tid}>
            <Checkbox
              checked={selected.includes(term.tid)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...selected, term.tid] : selected.filter((tid) => tid !== term.tid))
              }
            >
              <bdi>{term.name}</bdi> <span className={count}>({formatNumber(term.count)})</span>
            </Checkbox>
          </li>
        ))}
      </ul>
      {(hidden > 0 || expanded) && facet.terms.length > FACET_PREVIEW && (
        <div>
          <Button
            variant="link"
            size="sm"
            aria-expanded={expanded}
            onClick={() => (expanded ? setExpanded(false) : showAll())}
          >
            {expanded
              ? t('Show fewer')
              : t('Show all @count in @vocabulary', {
                  '@count': formatNumber(facet.terms.length),
                  '@vocabulary': facet.name,
                })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
