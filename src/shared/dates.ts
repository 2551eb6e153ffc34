/** Stay dates are calendar days written yyyy-MM-dd, free of time zones (DESIGN.md). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
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

/** Built once: creating an Intl formatter per call cost seconds and a gigabyte over a 100,000-row export. */
const PLATFORM_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the platform's zone, yyyy-MM-dd (or the platform day of any instant). */
export function platformToday(now = new Date()): string {
  return PLATFORM_DAY.format(now);
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
