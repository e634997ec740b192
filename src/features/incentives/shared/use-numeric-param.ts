import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { notFound, type PageLoader, queryClientOf } from '@/api/route-data';

/** docs/product.md §2: ids in incentives URLs are numeric only; anything else is a not-found. */
export function numericParam(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  return Number(raw);
}

export function useNumericParam(name: string): number | undefined {
  return numericParam(useParams()[name]);
}

/**
 * The loader of a page about one record, named by the numeric param `name`: `prefetch` starts its
 * queries for that id and returns what the loader returns (`prefetchOrNotFound`'s status); an id
 * that is not one starts nothing and is a 404 (the page shows its not-found state).
 */
export const numericParamLoader =
  (name: string, prefetch: (queryClient: QueryClient, id: number) => Promise<unknown>): PageLoader =>
  async (args) => {
    const id = numericParam(args.params[name]);
    if (id === undefined) return notFound();
    return (await prefetch(queryClientOf(args), id)) ?? null;
  };
