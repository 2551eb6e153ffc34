import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { addDays, platformToday } from '../../../shared/dates';
import { STAY_TEXTS, isInStay } from '../../../shared/stays';
import { listingTimeZone } from '../../../shared/timezones';
import type { Db } from '../../db/client';
import { bookings, properties } from '../../db/schema';
import { AppError } from '../../errors';

export interface GuestStay {
  bookingId: string;
  propertyId: string;
  checkIn: string;
  checkOut: string;
  /** The listing's IANA time zone. */
  zone: string;
}

/** A user's bookings with what decides whether their stay is going on: dates, status, the listing's country. */
function selectStays(db: Db, where: SQL | undefined) {
  return db
    .select({
      bookingId: bookings.id,
      propertyId: bookings.propertyId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
      country: properties.country,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(where);
}
type StayRow = Awaited<ReturnType<typeof selectStays>>[number];

/** The row as a GuestStay when its stay is going on at `now`; null otherwise. */
function ongoing(row: StayRow, now: number): GuestStay | null {
  const zone = listingTimeZone(row.country);
  if (!isInStay(row, zone, now)) return null;
  const { bookingId, propertyId, checkIn, checkOut } = row;
  return { bookingId, propertyId, checkIn, checkOut, zone };
}

/**
 * The guest's own booking when its stay is going on now; otherwise 'Booking not found' (someone else's, or
 * none: the two are not told apart) or 'This can only be done during your stay'.
 */
export async function guestStayNow(
  db: Db,
  userId: string,
  bookingId: string,
  now: number,
): Promise<GuestStay> {
  const [row] = await selectStays(db, and(eq(bookings.id, bookingId), eq(bookings.userId, userId))).limit(1);
  if (!row) throw new AppError('not_found', STAY_TEXTS.notFound);
  const stay = ongoing(row, now);
  if (!stay) throw new AppError('forbidden', STAY_TEXTS.notInStay);
  return stay;
}

/** The user's stay at the listing going on now, if any (the property page then offers the stay tools). */
export async function currentStayAt(
  db: Db,
  userId: string,
  propertyId: string,
  now: number,
): Promise<GuestStay | null> {
  // A day either side of the platform's today covers every listing zone's today; `ongoing` decides.
  const today = platformToday(new Date(now));
  const rows = await selectStays(
    db,
    and(
      eq(bookings.userId, userId),
      eq(bookings.propertyId, propertyId),
      eq(bookings.status, 'confirmed'),
      lte(bookings.checkIn, addDays(today, 1)),
      gte(bookings.checkOut, addDays(today, -1)),
    ),
  );
  for (const row of rows) {
    const stay = ongoing(row, now);
    if (stay) return stay;
  }
  return null;
}
