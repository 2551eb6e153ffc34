/**
 * What went wrong, in the domain's words. Services throw these without knowing how they travel: the tRPC
 * layer (trpc/init.ts) and the plain HTTP routes (http/errors.ts) each map a kind to their own status.
 */
export type AppErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  /** Something the request needs elsewhere (a payment provider) did not answer: try again later. */
  | 'unavailable';

/** Machine-readable reasons the client may act on (sent as `error.data.domainCode`). */
export type DomainCode =
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_CONFIRMED'
  | 'TOO_MANY_ATTEMPTS'
  | 'EMAIL_TAKEN'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED'
  | 'ACCOUNT_DEACTIVATED'
  | 'PRICE_CHANGED'
  | 'SIGNUPS_CLOSED';

export interface AppErrorDetails {
  domainCode?: DomainCode;
  /** For 'too_many_requests': when trying again makes sense. */
  retryAfterSeconds?: number;
}

/** An expected failure whose message is written for the user and is shown as is. */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The message shown for anything unexpected; the real error goes to the log only. */
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** The message shown while the database is unreachable (a restart, a failover): a 503, worth retrying. */
export const UNAVAILABLE_MESSAGE = 'KaziStay is briefly unavailable. Please try again in a moment.';
