/**
 * Query and form encoding of docs/product.md §7: arrays in bracket form (`a[]=1&a[]=2`),
 * nested objects as `a[b]=1`, lists of objects as `a[0][b]=1`, empty strings, null and undefined skipped.
 */
export type EncodableValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | EncodableValue[]
  | { [key: string]: EncodableValue };

export type Encodable = Record<string, EncodableValue>;

export function toSearchParams(values: Encodable | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!values) return params;
  const append = (key: string, value: EncodableValue): void => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      // Lists of scalars use `a[]`; lists of objects need indexes or PHP would split each entry.
      for (const [index, item] of value.entries()) {
        append(item !== null && typeof item === 'object' ? `${key}[${index}]` : `${key}[]`, item);
      }
      return;
    }
    if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value)) append(`${key}[${child}]`, childValue);
      return;
    }
    params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [key, value] of Object.entries(values)) append(key, value);
  return params;
}

export function toQueryString(values: Encodable | undefined): string {
  const query = toSearchParams(values).toString();
  return query ? `?${query}` : '';
}
