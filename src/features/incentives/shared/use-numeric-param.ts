import { useParams } from 'react-router';

/** docs/product.md §2: ids in incentives URLs are numeric only; anything else is a not-found. */
export function numericParam(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  return Number(raw);
}

export function useNumericParam(name: string): number | undefined {
  return numericParam(useParams()[name]);
}
