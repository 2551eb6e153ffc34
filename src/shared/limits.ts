/**
 * The abuse limits, in one place: how many attempts each subject gets in a window. They are set where a person
 * using the site never meets them (typing, retrying, a family or an office behind one address) and a script
 * does at once. Counters live in the database (src/server/limits), so every app instance shares them.
 *
 * Sign-in follows OWASP ASVS (V2.2.1): no lock-out of an account. The tight limit is on one account from one
 * address; the account across all addresses and the address across all accounts get slower ceilings, so an
 * attacker is slowed down while the owner, from their own address, still signs in.
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
  /** Failed sign-ins for one account from every address together. */
  signInAccount: { points: 100, windowSeconds: DAY },
  /** Failed sign-ins from one address to any account (generous: many people may share a NAT). */
  signInAddress: { points: 100, windowSeconds: HOUR },
  /** New accounts from one address. */
  signUpAddress: { points: 10, windowSeconds: HOUR },
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

/** "in 15 minutes", rounded up, at least one minute. */
export function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Calls in one tRPC HTTP batch; the server refuses a bigger batch with a 400, the client never sends one. */
export const MAX_BATCH_SIZE = 10;
