import { useSearchParams } from 'react-router';
import { TRAINING_ORDERS, type TrainingOrder, type TrainingsQuery } from '@/api/trainings';

export const CATALOGUE_PAGE_SIZE = 12;
export const DEFAULT_SORT: TrainingOrder = 'popularity';
export type CatalogueView = 'grid' | 'list';

const isOrder = (value: string | null): value is TrainingOrder =>
  value !== null && (TRAINING_ORDERS as readonly string[]).includes(value);

/** Keys of the URL that are not a vocabulary's terms. */
const RESERVED = new Set(['s', 'sort', 'page', 'view']);

export interface CatalogueParams {
  search: string;
  sort: TrainingOrder;
  /** One-based, as people read it in the address. */
  page: number;
  view: CatalogueView;
  /** Vocabulary machine name → chosen term ids. */
  terms: Record<string, number[]>;
}

/**
 * Everything the catalogue shows is in the URL (search, terms, sort, page, view),
 * so a shared or reloaded link shows the same list. Terms repeat their key:
 * `?topics=3&topics=7&levels=52`.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const terms: Record<string, number[]> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key) || !/^[a-z_][a-z0-9_]*$/.test(key) || !/^[1-9]\d{0,8}$/.test(value)) continue;
    terms[key] = [...(terms[key] ?? []), Number(value)];
  }
  const sortParam = params.get('sort');
  const current: CatalogueParams = {
    search: params.get('s') ?? '',
    sort: isOrder(sortParam) ? sortParam : DEFAULT_SORT,
    page: Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    terms,
  };

  /** Writes the changes; anything that changes the list goes back to its first page. */
  const update = (changes: Partial<CatalogueParams>) => {
    const next = { ...current, ...changes };
    if (!('page' in changes)) next.page = 1;
    const search = new URLSearchParams();
    if (next.search) search.set('s', next.search);
    for (const [vocabulary, tids] of Object.entries(next.terms)) {
      for (const tid of tids) search.append(vocabulary, String(tid));
    }
    if (next.sort !== DEFAULT_SORT) search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    if (next.view !== 'grid') search.set('view', next.view);
    setParams(search);
  };

  return { params: current, update };
}

/** The GET trainings query of the catalogue: every language, the learner's own trainings too. */
export function toTrainingsQuery({ search, sort, page, terms }: CatalogueParams): TrainingsQuery {
  return {
    include_own: 1,
    multilingual: 1,
    order_by: sort,
    limit: CATALOGUE_PAGE_SIZE,
    page: page - 1,
    ...(search ? { s: search } : {}),
    ...terms,
  };
}

/** The facets' query: the same filters, without sort and page. */
export function toFacetsQuery({ search, terms }: CatalogueParams): TrainingsQuery {
  return { include_own: 1, multilingual: 1, ...(search ? { s: search } : {}), ...terms };
}
