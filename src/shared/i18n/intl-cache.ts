/** Intl formatters are slow to make and free to reuse: one per key (kind, language, options) for the whole run. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}
