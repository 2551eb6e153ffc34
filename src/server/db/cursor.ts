import { isUuid } from '../../shared/ids';
import { DomainError } from '../trpc/errors';

/** A keyset position: Postgres' full-precision text of a timestamptz, and the row id that breaks ties. */
export interface Cursor {
  t: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** Postgres' text form of a timestamptz, e.g. 2026-01-01 10:00:00.123456+00. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** Reads a cursor sent back by a client; anything forged or garbled is a clear 400. */
export function decodeCursor(value: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof c.t === 'string' && TIMESTAMP.test(c.t) && typeof c.id === 'string' && isUuid(c.id)) {
      return { t: c.t, id: c.id };
    }
  } catch {
    // fall through
  }
  throw new DomainError('BAD_REQUEST', 'Invalid page cursor');
}
