import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { MAX_STAY_NIGHTS } from '../../../../shared/booking';
import {
  dayMarks,
  GRID_EDGE_DAYS,
  monthRange,
  type CalendarDayInput,
  type CalendarDayView,
  type CalendarMarksView,
  type CalendarMonthInput,
  type CalendarMonthView,
} from '../../../../shared/calendar';
import { addDays } from '../../../../shared/dates';
import type { Db } from '../../../db/client';
import { availabilityBlocks, bookings, hostEvents, profiles, properties } from '../../../db/schema';
import { bookingColumns, toBookingView } from '../booking-rows';
import { findEvents } from './events';
import { calendarListings } from './scope';

/**
 * The host's calendar over [start, end): bookings (every status) with a night in it — or, with
 * `checkOutDay`, also those checking out on its first day —, blocks with a night in it, events dated in it. One
 * statement per list, each walking a (property or host, date) index from the host's listings.
 */
async function calendarSpan(
  db: Db,
  hostId: string,
  input: { start: string; end: string; propertyId?: string | undefined; checkOutDay?: boolean },
): Promise<CalendarMonthView> {
  const { start, end } = input;
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
          input.checkOutDay ? gte(bookings.checkOut, start) : gt(bookings.checkOut, start),
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

/** One month of the host's calendar, every stay, event and block in it (for scripts; the page uses marks + day). */
export function calendarMonth(db: Db, hostId: string, input: CalendarMonthInput): Promise<CalendarMonthView> {
  return calendarSpan(db, hostId, { ...monthRange(input.month), propertyId: input.propertyId });
}

/** The month grid's dots and shades: per day, the stays, events and blocks on it, over the days the grid shows. */
export async function calendarMarks(
  db: Db,
  hostId: string,
  input: CalendarMonthInput,
): Promise<CalendarMarksView> {
  const month = monthRange(input.month);
  const start = addDays(month.start, -GRID_EDGE_DAYS);
  const end = addDays(month.end, GRID_EDGE_DAYS);
  const marks = dayMarks(await calendarSpan(db, hostId, { start, end, propertyId: input.propertyId }));
  const days = [...marks]
    .filter(([date]) => date >= start && date < end)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, m]) => ({ date, ...m }));
  return { days };
}

/** One day for the day panel: stays from their check-in day through their check-out day, events, blocks. */
export function calendarDay(db: Db, hostId: string, input: CalendarDayInput): Promise<CalendarDayView> {
  return calendarSpan(db, hostId, {
    start: input.date,
    end: addDays(input.date, 1),
    propertyId: input.propertyId,
    checkOutDay: true,
  });
}
