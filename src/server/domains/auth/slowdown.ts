import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { SIGN_IN_SLOWDOWN, signInDelaySeconds } from '../../../shared/limits';
import type { Db } from '../../db/client';
import { signInSlowdowns } from '../../db/schema';

/*
 * The account-wide sign-in slowdown (numbers in SIGN_IN_SLOWDOWN): per account, the failed attempts from
 * addresses not known for it and until when the next such attempt waits. The row is the shared counter of
 * every app instance; each step is one statement, so parallel attempts cannot slip through an open gate
 * together.
 */

export type Admission = { admitted: true; failures: number } | { admitted: false; retryAfterMs: number };

const slow = signInSlowdowns;
const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
// The settings are the code's own numbers, written into the statement.
const num = (value: number) => sql.raw(String(Math.trunc(value)));
/**
 * "No wait": earlier than any attempt's time. Not the attempt's own time: parallel attempts read the clock a
 * moment apart, and one must not be held up by another's slightly later time.
 */
const NO_WAIT = new Date(0);

/**
 * Takes one attempt on `account` from an address not known for it. When the account's wait has passed it is
 * admitted and counted as a failure before the password is checked (the right password gives it back, see
 * `giveBack`), and the next such attempt then waits `signInDelaySeconds(failures)`. Otherwise it is refused
 * with the time left, and counts for nothing.
 */
export async function admit(db: Db, account: string, now = Date.now()): Promise<Admission> {
  const { forgetAfterSeconds, freeFailures, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_SLOWDOWN;
  const failures = sql`(case when ${slow.lastFailureAt} < ${instant(now - forgetAfterSeconds * 1000)}
    then 1 else ${slow.failures} + 1 end)`;
  // signInDelaySeconds in SQL, on the count this statement writes.
  const delaySeconds = sql`(case when ${failures} <= ${num(freeFailures)} then 0
    else least(${num(maxDelaySeconds)},
      ${num(firstDelaySeconds)} * power(2, least(${failures} - ${num(freeFailures)} - 1, 30))) end)`;
  const [row] = await db
    .insert(slow)
    .values({
      account,
      failures: 1,
      waitUntil: signInDelaySeconds(1) > 0 ? new Date(now + signInDelaySeconds(1) * 1000) : NO_WAIT,
      lastFailureAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: slow.account,
      set: {
        failures,
        // Without a delay the wait stays as it was (passed, or the attempt would not be here).
        waitUntil: sql`(case when ${delaySeconds} = 0 then ${slow.waitUntil}
          else ${instant(now)} + make_interval(secs => ${delaySeconds}) end)`,
        lastFailureAt: new Date(now),
      },
      setWhere: lte(slow.waitUntil, instant(now)),
    })
    .returning({ failures: slow.failures });
  if (row) return { admitted: true, failures: row.failures };
  const [held] = await db.select({ waitUntil: slow.waitUntil }).from(slow).where(eq(slow.account, account));
  return { admitted: false, retryAfterMs: Math.max(1000, (held?.waitUntil.getTime() ?? now) - now) };
}

/** The admitted attempt had the right password: its failure is taken back and nobody waits for it. */
export async function giveBack(db: Db, account: string, now = Date.now()): Promise<void> {
  await db
    .update(slow)
    .set({
      failures: sql`greatest(${slow.failures} - 1, 0)`,
      waitUntil: sql`least(${slow.waitUntil}, ${instant(now)})`,
    })
    .where(eq(slow.account, account));
}

/**
 * The account has a new password: the guesses at the old one no longer count. When the owner was last told
 * stays, so an attack that goes on does not mail them again before the alert period is over.
 */
export async function forget(db: Db, account: string): Promise<void> {
  await db.update(slow).set({ failures: 0, waitUntil: NO_WAIT }).where(eq(slow.account, account));
}

/**
 * Whether the owner is to be told about the failures now: true for one caller (on any instance) at most once
 * per `alertEverySeconds`.
 */
export async function claimAlert(db: Db, account: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .update(slow)
    .set({ alertedAt: new Date(now) })
    .where(
      and(
        eq(slow.account, account),
        or(
          isNull(slow.alertedAt),
          lte(slow.alertedAt, new Date(now - SIGN_IN_SLOWDOWN.alertEverySeconds * 1000)),
        ),
      ),
    )
    .returning({ account: slow.account });
  return rows.length > 0;
}

/** Accounts with no failure for `forgetAfterSeconds` start afresh anyway; the prune job deletes their rows. */
export async function deleteForgottenSlowdowns(db: Db, now = Date.now()): Promise<void> {
  await db
    .delete(slow)
    .where(lt(slow.lastFailureAt, new Date(now - SIGN_IN_SLOWDOWN.forgetAfterSeconds * 1000)));
}
