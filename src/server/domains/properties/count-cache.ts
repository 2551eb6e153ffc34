/**
 * Recent match counts per filter set. Counting is the costly half of a broad search, and a number a few seconds
 * old is fine to show (the listings themselves are always read fresh). A count older than the TTL is still
 * served while one background query refreshes it, so counts never expire all at once under load; one older
 * than twice the TTL is not used. Per instance and bounded, so instances stay interchangeable.
 */
const COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

export class CountCache {
  private readonly entries = new Map<string, { n: number; at: number }>();
  private readonly refreshing = new Set<string>();
  constructor(
    private readonly ttlMs = COUNT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The count for `key`: fresh, or stale and being refreshed by `load`; undefined when there is none to use. */
  get(key: string, load: () => Promise<number>): number | undefined {
    if (this.ttlMs <= 0) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = this.now() - hit.at;
    if (age > 2 * this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    if (age > this.ttlMs) this.refresh(key, load);
    return hit.n;
  }

  set(key: string, n: number): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { n, at: this.now() });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets every count (a listing was added, changed or removed). */
  clear(): void {
    this.entries.clear();
  }

  private refresh(key: string, load: () => Promise<number>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    load()
      .then((n) => this.set(key, n))
      // A failed refresh keeps the old count until it is too old to use.
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(key));
  }
}
