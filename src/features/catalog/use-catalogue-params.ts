import { useSearchParams } from 'react-router';
import { TRAINING_ORDERS, type TrainingOrder, type TrainingsQuery } from '@/api/trainings';
import { pageIndexFrom, setPageIndex } from '@/lib/page-param';

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

/** Reads the catalogue's state from the address; anything malformed falls back to the default. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueParams {
  // No prototype: a vocabulary named `constructor` or `__proto__` in the address is a name like any other.
  const terms: Record<string, number[]> = Object.create(null);
  for (const [key, value] of params) {
    if (RESERVED.has(key) || !/^[a-z_][a-z0-9_]*$/.test(key) || !/^[1-9]\d{0,8}$/.test(value)) continue;
    terms[key] = [...(terms[key] ?? []), Number(value)];
  }
  const sortParam = params.get('sort');
  return {
    search: params.get('s') ?? '',
    sort: isOrder(sortParam) ? sortParam : DEFAULT_SORT,
    page: pageIndexFrom(params) + 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    terms,
  };
}

/** The address of a catalogue state: defaults are left out, so the plain list is plain `/catalog`. */
export function toCatalogueSearch(state: CatalogueParams): URLSearchParams {
  const search = new URLSearchParams();
  if (state.search) search.set('s', state.search);
  for (const [vocabulary, tids] of Object.entries(state.terms)) {
    for (const tid of tids) search.append(vocabulary, String(tid));
  }
  if (state.sort !== DEFAULT_SORT) search.set('sort', state.sort);
  setPageIndex(search, state.page - 1);
  if (state.view !== 'grid') search.set('view', state.view);
  return search;
}

/**
 * Everything the catalogue shows is in the URL (search, terms, sort, page, view),
 * so a shared or reloaded link shows the same list. Terms repeat their key:
 * `?topics=3&topics=7&levels=52`.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const current = parseCatalogueParams(params);

  /** Writes the changes; anything that changes the list goes back to its first page. */
  const update = (changes: Partial<CatalogueParams>) => {
    const next = { ...current, ...changes };
    if (!('page' in changes)) next.page = 1;
    setParams(toCatalogueSearch(next), { preventScrollReset: true });
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
