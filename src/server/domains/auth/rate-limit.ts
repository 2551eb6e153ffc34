import { and, count, eq, gte, inArray, lt, min, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authFailures } from '../../db/schema';
import { AppError } from '../../errors';

/** Failed sign-ins are counted in the database, so the limit holds across app instances. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

export function failureKeys(email: string, ip: string): { account: string; address: string } {
  return { account: `email:${email.toLowerCase()}`, address: `ip:${ip}` };
}

/** Refuses the attempt when the account or the address has too many recent failures. */
export async function assertSignInAllowed(
  db: Db,
  keys: { account: string; address: string },
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const rows = await db
    .select({ key: authFailures.key, failures: count(), oldest: min(authFailures.createdAt) })
    .from(authFailures)
    .where(and(inArray(authFailures.key, [keys.account, keys.address]), gte(authFailures.createdAt, since)))
    .groupBy(authFailures.key);
  for (const row of rows) {
    const limit = row.key === keys.account ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_ADDRESS;
    if (row.failures >= limit) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
      const minutes = Math.max(1, Math.ceil((oldest + SIGN_IN_WINDOW_MS - now.getTime()) / 60_000));
      throw new AppError(
        'too_many_requests',
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { domainCode: 'TOO_MANY_ATTEMPTS' },
      );
    }
  }
}

export async function recordSignInFailure(
  db: Db,
  keys: { account: string; address: string },
  now = new Date(),
): Promise<void> {
  const stale = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  await db.insert(authFailures).values([
    { key: keys.account, createdAt: now },
    { key: keys.address, createdAt: now },
  ]);
  // Keep the table small: drop this pair's rows that no longer count.
  await db
    .delete(authFailures)
    .where(
      and(
        or(eq(authFailures.key, keys.account), eq(authFailures.key, keys.address)),
        lt(authFailures.createdAt, stale),
      ),
    );
}

export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, accountKey));
}
