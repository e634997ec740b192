import { useParams } from 'react-router';

/** docs/product.md §2: ids in incentives URLs are numeric only; anything else is a not-found. */
export function useNumericParam(name: string): number | undefined {
  const raw = useParams()[name];
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  return Number(raw);
}
