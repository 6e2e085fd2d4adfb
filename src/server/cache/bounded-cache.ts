/** A per-process cache whose memory stays bounded: once it holds `maxEntries`, it is emptied before the next one. */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  /** The value kept for `key`, else computed and kept. */
  get(key: string, compute: () => T): T {
    let value = this.entries.get(key);
    if (value === undefined) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      value = compute();
      this.entries.set(key, value);
    }
    return value;
  }
}
