/**
 * The abuse limits, in one place: how many attempts each subject gets in a window. They are set where a person
 * using the site never meets them (typing, retrying, a family or an office behind one address) and a script
 * does at once. Counters live in the database (src/server/limits), so every app instance shares them.
 *
 * Sign-in follows OWASP ASVS 5.0 (V6.3): no lock-out of an account. The tight limit is on one account from one
 * address, and the address across all accounts gets a slower ceiling. The account across all addresses is not
 * capped but slowed (SIGN_IN_SLOWDOWN), and never from an address its owner signs in from, so an attacker is
 * slowed down while the owner still signs in.
 */
export interface Limit {
  points: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /** Failed sign-ins for one account from one address; a successful sign-in resets it. */
  signInPair: { points: 5, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins from one address to any account (generous: many people may share a NAT). */
  signInAddress: { points: 100, windowSeconds: HOUR },
  /** New accounts from one address. */
  signUpAddress: { points: 10, windowSeconds: HOUR },
  /** Password reset mails asked for one email (whether or not it has an account), and from one address. */
  passwordResetEmail: { points: 3, windowSeconds: HOUR },
  passwordResetAddress: { points: 20, windowSeconds: HOUR },
  /** Direct messages sent by one user, and from one address. */
  messageUser: { points: 30, windowSeconds: MINUTE },
  messageAddress: { points: 120, windowSeconds: MINUTE },
  /** Forum posts by one user, and from one address. */
  forumPostUser: { points: 30, windowSeconds: 15 * MINUTE },
  forumPostAddress: { points: 60, windowSeconds: 15 * MINUTE },
  /** Wrong current passwords when changing the password, per user (reset on success) and per address. */
  passwordUser: { points: 5, windowSeconds: 15 * MINUTE },
  passwordAddress: { points: 20, windowSeconds: 15 * MINUTE },
  /** Contact-form messages per sender email and per address (counted on the stored messages). */
  contactEmail: { points: 5, windowSeconds: HOUR },
  contactAddress: { points: 20, windowSeconds: HOUR },
  /** Calendar fetches a host asks for (adding an iCal feed, Sync now), per user and per address. */
  calendarFetchUser: { points: 120, windowSeconds: HOUR },
  calendarFetchAddress: { points: 240, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/**
 * Service booking requests, counted on the stored requests (each one puts a message in the provider's inbox):
 * open (pending) ones per guest and provider, and every one a guest made in the last hour, whatever became of
 * it, so withdrawing and asking again does not reopen the channel.
 */
export const SERVICE_REQUEST_LIMITS = {
  openPerProvider: 5,
  perHour: { points: 20, windowSeconds: HOUR },
} as const;

/**
 * The account-wide sign-in slowdown: failed sign-ins for one account from addresses it has not signed in from
 * lately (the owner's own addresses are never slowed). The first `freeFailures` cost nothing; each one after
 * makes the next attempt from such an address wait, `firstDelaySeconds` doubling up to `maxDelaySeconds`, so
 * the right password waits minutes at most, never hours. The owner is mailed a reset link when the slowing
 * starts, at most once per `alertEverySeconds`. A day (`forgetAfterSeconds`) without failures starts afresh.
 */
export const SIGN_IN_SLOWDOWN = {
  freeFailures: 10,
  firstDelaySeconds: 15,
  maxDelaySeconds: 5 * MINUTE,
  forgetAfterSeconds: DAY,
  alertEverySeconds: DAY,
} as const;

/** How long the next attempt from an unknown address waits after the account's `failures`-th failure. */
export function signInDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_SLOWDOWN;
  if (failures <= freeFailures) return 0;
  // The exponent is bounded so a long attack cannot overflow; the cap is reached well before.
  const doublings = Math.min(failures - freeFailures - 1, 30);
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** doublings);
}

/** "in 15 minutes", rounded up, at least one minute. */
export function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Calls in one tRPC HTTP batch; the server refuses a bigger batch with a 400, the client never sends one. */
export const MAX_BATCH_SIZE = 10;

/** Subscriptions one WebSocket may run at once (the app's own pages run a handful). */
export const MAX_SOCKET_SUBSCRIPTIONS = 20;
export const SOCKET_SUBSCRIPTIONS_MESSAGE = `Too many live feeds on one connection: at most ${MAX_SOCKET_SUBSCRIPTIONS}.`;
