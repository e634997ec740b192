/** The value kept in `cache` under `key`, made by `make` and kept the first time it is asked for. */
export function remembered<K, V>(cache: Map<K, V>, key: K, make: (key: K) => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = make(key);
  cache.set(key, value);
  return value;
}
