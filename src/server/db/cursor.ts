import { desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUuid } from '../../shared/ids';
import { AppError } from '../errors';

/** A keyset position: Postgres' full-precision text of a timestamptz, and the row id that breaks ties. */
export interface Cursor {
  t: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** Postgres' text form of a timestamptz, e.g. 2026-01-01 10:00:00.123456+00. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)?$/;

/**
 * Whether a timestamp of the cursor's format names a real instant. The format alone lets through
 * '2026-99-99 99:99:99' or an offset of +99, which Postgres then refuses with an error instead of a 400;
 * `Date` would silently roll Feb 30 over to March, so every component is checked on its own.
 */
export function isRealTimestamp(value: string): boolean {
  const m = TIMESTAMP.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHours = Number(m[9] ?? 0);
  const offsetMinutes = Number(m[10] ?? 0);
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetMinutes < 60 &&
    offsetHours * 60 + offsetMinutes <= 14 * 60
  );
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Reads a cursor sent back by a client; anything forged or garbled is a clear 400. */
export function decodeCursor(value: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof c.t === 'string' && isRealTimestamp(c.t) && typeof c.id === 'string' && isUuid(c.id)) {
      return { t: c.t, id: c.id };
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'Invalid page cursor');
}

/** The columns a newest-first list is ordered by: a timestamptz, then the id that breaks ties. */
export interface KeysetColumns {
  createdAt: AnyColumn;
  id: AnyColumn;
}

/**
 * Keyset paging, newest first: rows strictly older than the cursor's row (a row-value comparison, which an
 * index on (created_at desc, id desc) serves), so rows added meanwhile never shift the next page. Undefined (no condition)
 * on the first page; a garbled cursor is a 400.
 */
export function keysetWhere(cols: KeysetColumns, cursor: string | null | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const c = decodeCursor(cursor);
  return sql`(${cols.createdAt}, ${cols.id}) < (${c.t}::timestamptz, ${c.id}::uuid)`;
}

/** The order keysetWhere pages through; any other order would skip or repeat rows. */
export function keysetOrder(cols: KeysetColumns): [SQL, SQL] {
  return [desc(cols.createdAt), desc(cols.id)];
}

/** One more than a page, so `pageOf` can tell whether another page follows without counting. */
export function keysetLimit(size: number): number {
  return size + 1;
}

/**
 * Cuts rows fetched with `keysetLimit(size)` to one page, and makes the cursor of the page after it (null on
 * the last page). `toCursor` must give the row's timestamp as Postgres' own text: a JavaScript Date keeps
 * only milliseconds and would skip rows created in the same millisecond.
 */
export function pageOf<R>(
  rows: R[],
  size: number,
  toCursor: (row: R) => Cursor,
): { items: R[]; next: string | null } {
  const more = rows.length > size;
  const items = more ? rows.slice(0, size) : rows;
  const last = items.at(-1);
  return { items, next: more && last !== undefined ? encodeCursor(toCursor(last)) : null };
}
