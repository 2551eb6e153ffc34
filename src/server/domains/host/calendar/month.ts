import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { MAX_STAY_NIGHTS } from '../../../../shared/booking';
import { monthRange, type CalendarMonthInput, type CalendarMonthView } from '../../../../shared/calendar';
import { addDays } from '../../../../shared/dates';
import type { Db } from '../../../db/client';
import { availabilityBlocks, bookings, hostEvents, profiles, properties } from '../../../db/schema';
import { bookingColumns, toBookingView } from '../booking-rows';
import { findEvents } from './events';
import { calendarListings } from './scope';

/**
 * One month of the host's calendar: bookings (every status) and blocks with a night in the month, events dated
 * in it. One statement per list, each walking a (property or host, date) index from the host's listings.
 */
export async function calendarMonth(
  db: Db,
  hostId: string,
  input: CalendarMonthInput,
): Promise<CalendarMonthView> {
  const { start, end } = monthRange(input.month);
  const listings = calendarListings(hostId, input.propertyId);
  const [bookingRows, events, blocks] = await Promise.all([
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(
        and(
          listings,
          lt(bookings.checkIn, end),
          gt(bookings.checkOut, start),
          // No stay is longer than MAX_STAY_NIGHTS: a lower bound for the range scan on (property_id, check_in).
          gte(bookings.checkIn, addDays(start, -MAX_STAY_NIGHTS)),
        ),
      )
      .orderBy(asc(bookings.checkIn), asc(bookings.id)),
    findEvents(db, hostId, input.propertyId, and(gte(hostEvents.date, start), lt(hostEvents.date, end))),
    db
      .select({
        propertyId: availabilityBlocks.propertyId,
        startDate: availabilityBlocks.startDate,
        endDate: availabilityBlocks.endDate,
        status: availabilityBlocks.status,
        source: availabilityBlocks.source,
      })
      .from(availabilityBlocks)
      .innerJoin(properties, eq(properties.id, availabilityBlocks.propertyId))
      .where(and(listings, lt(availabilityBlocks.startDate, end), gt(availabilityBlocks.endDate, start)))
      .orderBy(asc(availabilityBlocks.startDate), asc(availabilityBlocks.propertyId)),
  ]);
  return { bookings: bookingRows.map(toBookingView), events, blocks };
}
