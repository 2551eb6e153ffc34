import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { platformToday } from '../../../../shared/dates';
import {
  RECENT_BOOKINGS_LIMIT,
  type HostDashboard,
  type HostDashboardStats,
  type HostRecentBooking,
} from '../../../../shared/host-dashboard';
import { rowsOf, type Db } from '../../../db/client';
import { bookings, profiles, properties } from '../../../db/schema';
import { bookingColumns, toBookingView } from '../booking-rows';
import type { HostFiguresCache } from '../figures-cache';
import { hostEarningsCents, moneyGroupColumns, type MoneyGroup } from '../../bookings/money-groups';
import { hostTasks } from './tasks';

/**
 * The counts and the money in one statement, one pass over the host's bookings: grouped by what bookingMoney
 * reads (unpaid groups earn 0 through it), with the pending bookings counted alongside.
 */
async function stats(db: Db, hostId: string, today: string): Promise<HostDashboardStats> {
  const result = await db.execute(sql`
    select a.active, ${moneyGroupColumns('g')}, g.n, g.pending
    from (select count(*)::int as active from ${properties}
          where host_id = ${hostId} and archived_at is null) a
    left join (
      select ${moneyGroupColumns('b')}, count(*)::int as n,
        (count(*) filter (where b.status = 'pending' and b.check_out >= ${today}))::int as pending
      from ${bookings} b join ${properties} p on p.id = b.property_id
      where p.host_id = ${hostId}
      group by ${moneyGroupColumns('b')}
    ) g on true`);
  const rows = rowsOf<{ active: number } & Partial<MoneyGroup> & { pending: number | null }>(result);
  const groups = rows.filter((r): r is typeof r & MoneyGroup => r.n != null);
  return {
    activeListings: rows[0]?.active ?? 0,
    pendingBookings: groups.reduce((sum, g) => sum + (g.pending ?? 0), 0),
    totalEarningsCents: hostEarningsCents(groups),
  };
}

function recentQuery(db: Db, hostId: string, upcoming: boolean, today: string) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .where(
      and(
        eq(properties.hostId, hostId),
        ne(bookings.status, 'cancelled'),
        upcoming ? gte(bookings.checkOut, today) : lt(bookings.checkOut, today),
      ),
    )
    .orderBy(
      upcoming ? asc(bookings.checkIn) : desc(bookings.checkIn),
      upcoming ? asc(bookings.id) : desc(bookings.id),
    )
    .limit(RECENT_BOOKINGS_LIMIT);
}

/**
 * The five nearest bookings by check-in: stays not over yet (under way or to come, pending or confirmed),
 * soonest first; when there are fewer than five, the latest past stays fill the list, latest first.
 * Cancelled bookings are left out.
 */
async function recentBookings(db: Db, hostId: string, today: string): Promise<HostRecentBooking[]> {
  const upcoming = (await recentQuery(db, hostId, true, today)).map(toBookingView);
  if (upcoming.length >= RECENT_BOOKINGS_LIMIT) return upcoming;
  const past = (await recentQuery(db, hostId, false, today)).map(toBookingView);
  return [...upcoming, ...past].slice(0, RECENT_BOOKINGS_LIMIT);
}

/**
 * The host dashboard (spec 001 §2): stats, the nearest bookings and the tasks the host's data calls for, kept
 * under the host's data version (raised by their listings, bookings, reviews and the messages they receive or
 * read) and the day: exact, and computed once per change.
 */
export function hostDashboard(
  db: Db,
  figures: HostFiguresCache,
  hostId: string,
  now = new Date(),
): Promise<HostDashboard> {
  const today = platformToday(now);
  return figures.get(db, hostId, `dashboard:${today}`, async () => {
    const [s, recent, tasks] = await Promise.all([
      stats(db, hostId, today),
      recentBookings(db, hostId, today),
      hostTasks(db, hostId, today),
    ]);
    return { stats: s, recentBookings: recent, tasks };
  });
}
