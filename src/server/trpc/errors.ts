import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/** Machine-readable reasons the client may act on (sent as `error.data.domainCode`). */
export type DomainCode =
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_CONFIRMED'
  | 'TOO_MANY_ATTEMPTS'
  | 'EMAIL_TAKEN'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED';

/** Services throw these; the tRPC layer maps them to error codes with the message intact. */
export class DomainError extends Error {
  constructor(
    readonly code: TRPC_ERROR_CODE_KEY,
    message: string,
    readonly domainCode?: DomainCode,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';
