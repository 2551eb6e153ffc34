import { SIGN_IN_SLOWDOWN } from '../../../shared/limits';
import type { Db } from '../../db/client';
import { tooMany, type LimitCheck, type Limits, type Refusal } from '../../limits/limits';
import { raiseAlertSafely } from '../admin/alerts';
import * as slowdown from './slowdown';

/** How long an address the account signed in from stays exempt from the account-wide slowdown. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

export interface SignInAttempt {
  account: string;
  /** The account-and-address count, then the address's. */
  checks: [pair: LimitCheck, address: LimitCheck];
  knownKey: string;
  /** The account's failures from unknown addresses with this attempt counted; null from a known address. */
  slowdownFailures: number | null;
}

const keysOf = (email: string, ip: string) => {
  const account = email.toLowerCase();
  const pair = `${account}|${ip}`;
  return { account, pair, knownKey: `known-address:${pair}` };
};

const refused = (refusal: Pick<Refusal, 'retryAfterMs'>) =>
  tooMany(
    refusal,
    (wait) => `Too many failed sign-in attempts. Please try again ${wait}.`,
    'TOO_MANY_ATTEMPTS',
  );

/**
 * Counts a sign-in attempt before the password is checked, so parallel guesses cannot slip past the limit.
 * In this order: the account from this address (the tight limit), this address for any account, then, from
 * an address the account has not signed in from lately, the account's slowdown: an attacker spread over many
 * addresses makes such attempts wait a few minutes at most, and never where its owner already signs in. A
 * refusal (429, TOO_MANY_ATTEMPTS) gives back the counts the attempt took, so an attacker throttled on one
 * address does not spend the account's allowance, and waiting attempts do not make the wait longer.
 */
export async function countSignInAttempt(
  deps: { db: Db; limits: Limits },
  email: string,
  ip: string,
  now = Date.now(),
): Promise<SignInAttempt> {
  const { account, pair, knownKey } = keysOf(email, ip);
  const checks: SignInAttempt['checks'] = [
    ['signInPair', pair],
    ['signInAddress', ip],
  ];
  const refusal = await deps.limits.consume(checks);
  if (refusal) throw refused(refusal);
  let slowdownFailures: number | null = null;
  if (!(await deps.limits.isMarked(knownKey))) {
    const admission = await slowdown.admit(deps.db, account, now);
    if (!admission.admitted) {
      await deps.limits.reward(checks);
      throw refused(admission);
    }
    slowdownFailures = admission.failures;
  }
  return { account, checks, knownKey, slowdownFailures };
}

/** Whether the attempt's account is being slowed down (a failure past the free ones). */
export function isSlowed(attempt: SignInAttempt): boolean {
  return (attempt.slowdownFailures ?? 0) > SIGN_IN_SLOWDOWN.freeFailures;
}

/**
 * The right password: this account-and-address starts afresh and is remembered as the owner's, and the
 * attempt leaves the address's count and the account's slowdown (they count failures only).
 */
export async function signInSucceeded(
  deps: { db: Db; limits: Limits },
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<void> {
  const [pair, address] = attempt.checks;
  await deps.limits.reset([pair]);
  await deps.limits.reward([address]);
  if (attempt.slowdownFailures !== null) await slowdown.giveBack(deps.db, attempt.account, now);
  await deps.limits.mark(attempt.knownKey, KNOWN_ADDRESS_SECONDS);
}

/**
 * A new password through a reset link: the guesses at the old one are forgotten, and the address the owner
 * reset it from (they read the account's mail) counts as theirs.
 */
export async function passwordWasReset(
  deps: { db: Db; limits: Limits },
  email: string,
  ip: string,
): Promise<void> {
  const { account, pair, knownKey } = keysOf(email, ip);
  await slowdown.forget(deps.db, account);
  await deps.limits.reset([['signInPair', pair]]);
  await deps.limits.mark(knownKey, KNOWN_ADDRESS_SECONDS);
}

/** Refused sign-ins raise (or count on) the admins' alert at most this often per instance. */
const BURST_ALERT_INTERVAL_MS = 60_000;
let lastBurstAlert = 0;

/**
 * A sign-in refused for too many failed attempts: the admins are told that sign-ins are under pressure. One
 * open alert counts the bursts; under an attack this writes at most once a minute per instance.
 */
export async function signInBurst(db: Db, now = Date.now()): Promise<void> {
  if (now - lastBurstAlert < BURST_ALERT_INTERVAL_MS) return;
  lastBurstAlert = now;
  await raiseAlertSafely(db, {
    kind: 'sign_in_burst',
    key: 'sign_in_burst',
    description: 'Sign-ins are being refused for too many failed attempts (a password-guessing burst).',
    action: 'Review users',
    path: '/admin/users',
  });
}
