import { and, eq, gte, lte } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
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
  const [row] = await db
    .select({
      propertyId: bookings.propertyId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
      country: properties.country,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', STAY_TEXTS.notFound);
  const zone = listingTimeZone(row.country);
  if (!isInStay(row, zone, now)) throw new AppError('forbidden', STAY_TEXTS.notInStay);
  return { bookingId, propertyId: row.propertyId, checkIn: row.checkIn, checkOut: row.checkOut, zone };
}

/** The user's stay at the listing going on now, if any (the property page then offers the stay tools). */
export async function currentStayAt(
  db: Db,
  userId: string,
  propertyId: string,
  now: number,
): Promise<GuestStay | null> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
      country: properties.country,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.propertyId, propertyId),
        eq(bookings.status, 'confirmed'),
        // A day either side covers every zone's 'today'; isInStay decides.
        lte(bookings.checkIn, addDays(new Date(now).toISOString().slice(0, 10), 1)),
        gte(bookings.checkOut, addDays(new Date(now).toISOString().slice(0, 10), -1)),
      ),
    );
  for (const row of rows) {
    const zone = listingTimeZone(row.country);
    if (isInStay(row, zone, now)) {
      return { bookingId: row.bookingId, propertyId, checkIn: row.checkIn, checkOut: row.checkOut, zone };
    }
  }
  return null;
}
