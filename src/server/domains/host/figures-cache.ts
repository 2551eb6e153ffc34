import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hostDataVersions } from '../../db/schema';

/** Calendar months kept per instance: a month of a host with hundreds of listings is several hundred KB. */
export const HOST_MONTHS_CACHED = 64;

/** The host's data version: a random number that triggers replace whenever the host's figures may change. */
export async function hostDataVersion(db: Db, hostId: string): Promise<number> {
  const [row] = await db
    .select({ version: hostDataVersions.version })
    .from(hostDataVersions)
    .where(eq(hostDataVersions.hostId, hostId));
  return row?.version ?? 0;
}

/**
 * Host figures (dashboard stats, analytics, calendar months) computed on this instance, each kept under the
 * host's data version it was computed at. A read costs one primary-key lookup of the version; any change to
 * the host's data raises it (on whichever instance or script made the change), so a kept figure is used only
 * while it is still exact. The version is read before computing: a change landing mid-computation raises it
 * past the one stored, so the next read recomputes. Bounded; least recently used entries go first.
 */
export class HostFiguresCache {
  private readonly entries = new Map<string, { version: number; value: unknown }>();
  /** Computations under way, by entry and version: concurrent misses wait for one instead of each running it. */
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 500) {}

  async get<T>(db: Db, hostId: string, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await hostDataVersion(db, hostId);
    const id = `${hostId}|${key}`;
    const hit = this.entries.get(id);
    if (hit && hit.version === version) {
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit.value as T;
    }
    const flight = `${id}|${version}`;
    const running = this.running.get(flight);
    if (running) return running as Promise<T>;
    const computing = compute()
      .then((value) => {
        this.keep(id, version, value);
        return value;
      })
      .finally(() => this.running.delete(flight));
    this.running.set(flight, computing);
    return computing;
  }

  private keep(id: string, version: number, value: unknown): void {
    if (this.maxEntries <= 0) return;
    // Versions are random, not ordered: a slower computation of an older version may land last; the next read
    // then sees another version in the database and computes again.
    this.entries.delete(id);
    this.entries.set(id, { version, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
