/** Stay dates are calendar days written yyyy-MM-dd, free of time zones (DESIGN.md). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The days a client may name, in any date input. The booking window (two years ahead, then a stay of up to a
 * year) ends far inside them, and so does any history a filter or report asks for. What they guard is the
 * server's own arithmetic: every day computed from an input (the next day, a month grid's edges, a platform
 * instant) stays a four-digit year that Date and Postgres read back, so a far date is a clear 400, not a 500.
 */
export const DATE_MIN = '1970-01-01';
export const DATE_MAX = '2199-12-31';
export const DATE_RANGE_MESSAGE = `Pick a date between ${DATE_MIN.slice(0, 4)} and ${DATE_MAX.slice(0, 4)}`;

/** A yyyy-MM-dd day within DATE_MIN..DATE_MAX (strings of that form sort as dates). */
export function isDateInRange(value: string): boolean {
  return isIsoDate(value) && value >= DATE_MIN && value <= DATE_MAX;
}

/** The calendar date `days` after `iso` (negative: before), computed in UTC so no zone can shift it. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const toUtc = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** "Today" for stay dates: the platform's zone (East Africa Time, UTC+3), on both sides, so no guest gets a past day. */
export const PLATFORM_TIME_ZONE = 'Africa/Nairobi';

/** East Africa Time is UTC+3 all year (no daylight saving since 1942). */
export const PLATFORM_OFFSET_MS = 3 * 3_600_000;

/**
 * Today's date in the platform's zone, yyyy-MM-dd (or the platform day of any instant). Plain arithmetic on the
 * fixed offset: an Intl formatter with a time zone costs a phone about half a second to build on first load.
 */
export function platformToday(now = new Date()): string {
  return new Date(now.getTime() + PLATFORM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a platform day begins. East Africa Time is UTC+3 all year (no daylight saving). */
export function platformDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

export const CHECK_OUT_AFTER_CHECK_IN = 'Check-out date must be after check-in date';

/**
 * A stay lasts at least one night: check-out falls on a later day than check-in (yyyy-MM-dd strings sort as
 * dates). Search, the booking procedure and the booking card all ask this, with CHECK_OUT_AFTER_CHECK_IN.
 */
export function checkOutFollowsCheckIn(checkIn: string, checkOut: string): boolean {
  return checkOut > checkIn;
}

/** 'Mar 12, 2027' for a yyyy-MM-dd date, whatever the reader's time zone. */
export function formatStayDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
