import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { CALENDAR_UPCOMING_BOOKINGS, type CalendarSidebarView } from '../../../../shared/calendar';
import { platformToday } from '../../../../shared/dates';
import type { Db } from '../../../db/client';
import { bookings, hostEvents, profiles, properties } from '../../../db/schema';
import { toBookingView } from '../booking-rows';
import { findEvents } from './events';
import { calendarListings } from './scope';
import { holdsDates } from '../../bookings/holds';

/**
 * The calendar's sidebar: the next stays that hold their dates (check-in today or later; a pending booking
 * whose hold ran out does not) and today's events.
 */
export async function calendarSidebar(
  db: Db,
  hostId: string,
  today = platformToday(),
): Promise<CalendarSidebarView> {
  // Each listing's next few stays straight off bookings_property_idx (property_id, check_in) (active stays of
  // one listing never share a check-in), the earliest five of those, and only then the guests' names: a few
  // index probes per listing instead of sorting every future booking of the host.
  const next = db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
    })
    .from(bookings)
    .where(and(eq(bookings.propertyId, properties.id), gte(bookings.checkIn, today), holdsDates()))
    .orderBy(asc(bookings.checkIn))
    .limit(CALENDAR_UPCOMING_BOOKINGS)
    .as('next');
  const first = db
    .select({
      id: next.id,
      userId: next.userId,
      propertyId: sql<string>`${properties.id}`.as('property_id'),
      propertyTitle: sql<string>`${properties.title}`.as('property_title'),
      checkIn: next.checkIn,
      checkOut: next.checkOut,
      status: next.status,
    })
    .from(properties)
    .innerJoinLateral(next, sql`true`)
    .where(calendarListings(hostId))
    .orderBy(asc(next.checkIn), asc(next.id))
    .limit(CALENDAR_UPCOMING_BOOKINGS)
    .as('first');
  const [upcoming, todayEvents] = await Promise.all([
    db
      .select({
        id: first.id,
        propertyId: first.propertyId,
        propertyTitle: first.propertyTitle,
        guestName: profiles.fullName,
        checkIn: first.checkIn,
        checkOut: first.checkOut,
        status: first.status,
      })
      .from(first)
      .leftJoin(profiles, eq(profiles.id, first.userId))
      .orderBy(asc(first.checkIn), asc(first.id)),
    findEvents(db, hostId, undefined, eq(hostEvents.date, today)),
  ]);
  return { upcomingBookings: upcoming.map(toBookingView), todayEvents };
}
