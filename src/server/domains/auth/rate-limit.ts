import type { Db } from '../../db/client';
import { tooMany, type LimitCheck, type Limits } from '../../limits/limits';
import { raiseAlertSafely } from '../admin/alerts';

/** How long an address the account signed in from stays exempt from the account-wide ceiling. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

export interface SignInAttempt {
  checks: LimitCheck[];
  knownKey: string;
}

/**
 * Counts a sign-in attempt before the password is checked, so parallel guesses cannot slip past the limit.
 * In this order: the account from this address (the tight limit), this address for any account, then the
 * account from any address, except from an address the account recently signed in from: an attacker spread
 * over many addresses slows the account down everywhere but where its owner already signs in. A refusal
 * (429, TOO_MANY_ATTEMPTS) gives back the counts the attempt took, so an attacker throttled on one address
 * does not spend the account's ceiling.
 */
export async function countSignInAttempt(limits: Limits, email: string, ip: string): Promise<SignInAttempt> {
  const account = email.toLowerCase();
  const pair = `${account}|${ip}`;
  const knownKey = `known-address:${pair}`;
  const checks: LimitCheck[] = [
    ['signInPair', pair],
    ['signInAddress', ip],
  ];
  if (!(await limits.isMarked(knownKey))) checks.push(['signInAccount', account]);
  const refusal = await limits.consume(checks);
  if (refusal) {
    throw tooMany(
      refusal,
      (wait) => `Too many failed sign-in attempts. Please try again ${wait}.`,
      'TOO_MANY_ATTEMPTS',
    );
  }
  return { checks, knownKey };
}

/**
 * The right password: this account-and-address starts afresh and is remembered as the owner's, and the
 * attempt leaves the wider ceilings (they count failures only).
 */
export async function signInSucceeded(limits: Limits, attempt: SignInAttempt): Promise<void> {
  const [pair, ...ceilings] = attempt.checks;
  if (pair) await limits.reset([pair]);
  await limits.reward(ceilings);
  await limits.mark(attempt.knownKey, KNOWN_ADDRESS_SECONDS);
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
