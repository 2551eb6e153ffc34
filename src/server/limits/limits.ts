import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { inMinutes, LIMITS, type LimitName } from '../../shared/limits';
import type { Database, Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError, type DomainCode } from '../errors';
import { openLimitStore, type LimitLog, type LimitStore } from './store';

/** The table (created by migration 0012) every limiter shares; rows are told apart by the limit's prefix. */
const TABLE = 'rate_limits';
// A key past this length (a long email) is stored as its hash; the counter is the same, the row stays small.
const MAX_KEY_LENGTH = 200;

/** One count to take: which limit, for which subject (a user id, an address, "email|address"...). */
export type LimitCheck = [name: LimitName, key: string];

/** A refused attempt: which limit, and how long until it lets the subject try again. */
export interface Refusal {
  name: LimitName;
  retryAfterMs: number;
}

function storedKey(key: string): string {
  return key.length > MAX_KEY_LENGTH ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
}

/**
 * The app's abuse limits on the shared counters table. `consume` is one atomic upsert in the database, so N
 * parallel attempts on any number of instances take exactly the limit's points and no more: count first,
 * then do the expensive or sensitive thing (verify a password, store a message).
 */
export class Limits {
  private readonly limiters: Record<LimitName, RateLimiterPostgres>;
  /** Facts remembered for a while in the same table (e.g. "this account signs in from this address"). */
  private readonly marks: RateLimiterPostgres;

  constructor(private readonly store: LimitStore) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterPostgres({
        storeClient: store.client,
        storeType: store.storeType,
        tableName: TABLE,
        tableCreated: true,
        // Expired rows are pruned by a job (jobs/prune.ts), not by a timer in every process.
        clearExpiredByTimeout: false,
        keyPrefix,
        points,
        duration,
      });
    const entries = Object.entries(LIMITS).map(([name, l]) => [
      name,
      limiter(name, l.points, l.windowSeconds),
    ]);
    this.limiters = Object.fromEntries(entries) as Record<LimitName, RateLimiterPostgres>;
    this.marks = limiter('mark', 1, 0);
  }

  /** Remembers `key` for `seconds` (again: for `seconds` from now). */
  async mark(key: string, seconds: number): Promise<void> {
    await this.marks.set(storedKey(key), 1, seconds);
  }

  async isMarked(key: string): Promise<boolean> {
    return (await this.marks.get(storedKey(key))) !== null;
  }

  /**
   * Counts one attempt against every check, in order. When one refuses, the counts already taken for this
   * attempt are given back (an attempt that was never made costs nothing elsewhere) and the refusal is
   * returned; the caller turns it into its own message. A database failure rejects.
   */
  async consume(checks: LimitCheck[]): Promise<Refusal | null> {
    const taken: LimitCheck[] = [];
    for (const check of checks) {
      const [name, key] = check;
      try {
        await this.limiters[name].consume(storedKey(key));
        taken.push(check);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        await this.reward(taken);
        return { name, retryAfterMs: err.msBeforeNext };
      }
    }
    return null;
  }

  /** Gives one point back to each check (an attempt that turned out fine, e.g. a correct password). */
  async reward(checks: LimitCheck[]): Promise<void> {
    for (const [name, key] of checks) await this.limiters[name].reward(storedKey(key));
  }

  /** Forgets a subject's count (e.g. a successful sign-in resets its account-and-address counter). */
  async reset(checks: LimitCheck[]): Promise<void> {
    for (const [name, key] of checks) await this.limiters[name].delete(storedKey(key));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

export function createLimits(database: Database, log: LimitLog): Limits {
  return new Limits(openLimitStore(database, log));
}

/** Rows whose window has passed count for nothing; the prune job deletes them. */
export async function deleteExpiredLimits(db: Db, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, now));
}

/**
 * The refusal as the user reads it: `message` gets "in N minutes" (e.g. `(wait) => \`Try again ${wait}.\``).
 * The domain's services throw it; tRPC answers 429 with `retryAfterSeconds`.
 */
export function tooMany(
  refusal: Pick<Refusal, 'retryAfterMs'>,
  message: (wait: string) => string,
  domainCode?: DomainCode,
): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
  return new AppError('too_many_requests', message(inMinutes(refusal.retryAfterMs)), {
    retryAfterSeconds,
    ...(domainCode ? { domainCode } : {}),
  });
}

/** Counts one attempt against `checks`; throws the `tooMany` refusal when one of them is spent. */
export async function enforce(
  limits: Limits,
  checks: LimitCheck[],
  message: (wait: string) => string,
): Promise<void> {
  const refusal = await limits.consume(checks);
  if (refusal) throw tooMany(refusal, message);
}
