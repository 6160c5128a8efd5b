/**
 * A pure conversion's results kept by argument, at most `limit` of them (all forgotten at once
 * when full): for a conversion asked again and again with few distinct arguments, such as a
 * secret's key bytes or a parsed URL. The results must not be changed by their users.
 */
export function memoize<K, V>(make: (key: K) => V, limit: number): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = make(key);
    if (kept.size >= limit) kept.clear();
    kept.set(key, value);
    return value;
  };
}
