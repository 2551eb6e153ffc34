import { LRUCache } from 'lru-cache';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- lru-cache's bound: any non-nullish value.
type Value = {};
type Compute = () => Promise<Value>;

/** A computation's own failure, told apart from lru-cache dropping it. */
class ComputeFailed extends Error {}
const failed = (cause: unknown): never => {
  throw new ComputeFailed('computing a cached value failed', { cause });
};

/**
 * Values computed on this instance at most once per TTL, per key (lru-cache, bounded to `max` keys). Requests
 * for a value being computed wait for that one computation instead of each running it; clear() forgets them
 * all, and a computation that ran across a clear() is done again. A TTL of 0 keeps nothing. Used for:
 * - the admin's platform-wide figures (the overview, the users page's totals): on a million bookings they cost
 *   a few hundred milliseconds, and a figure half a minute old is fine for a dashboard (the overview says when
 *   it was computed; Refresh Data asks for a new one); an admin's change on this instance forgets them;
 * - /services result pages for a few seconds (see servicesRouter.search).
 */
export class ComputedCache {
  private readonly cache: LRUCache<string, Value, Compute> | null;
  /** Raised by clear(): a computation that ran across a clear() is dropped by lru-cache, and redone here. */
  private generation = 0;

  constructor(ttlMs: number, max = 200) {
    this.cache =
      ttlMs > 0
        ? new LRUCache<string, Value, Compute>({
            max,
            ttl: ttlMs,
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
  }

  /** The value under `key`: kept, or computed now (`fresh`: computed now even when kept). */
  async get<T extends Value>(key: string, compute: () => Promise<T>, fresh = false): Promise<T> {
    if (!this.cache) return compute();
    const generation = this.generation;
    let value: Value | undefined;
    try {
      value = await this.cache.fetch(key, { context: () => compute().catch(failed), forceRefresh: fresh });
    } catch (error) {
      if (error instanceof ComputeFailed) throw error.cause;
      // Otherwise lru-cache dropped the computation while it ran (cleared, or evicted by other keys).
    }
    if (value !== undefined) return value as T;
    // Cleared by a change: the value may predate it, so compute again (and keep that). Evicted: just compute.
    return generation === this.generation ? compute() : this.get(key, compute, fresh);
  }

  clear(): void {
    this.generation++;
    this.cache?.clear();
  }
}
