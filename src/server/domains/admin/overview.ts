import { count, gte, sql } from 'drizzle-orm';
import {
  ADMIN_CHART_DAYS,
  RECENT_USERS_COUNT,
  type AdminChartDay,
  type AdminMetrics,
  type AdminOverview,
} from '../../../shared/admin';
import { addDays, platformDayStart, platformToday, PLATFORM_TIME_ZONE } from '../../../shared/dates';
import { rowsOf, type Db } from '../../db/client';
import { bookings, profiles, properties, reviews } from '../../db/schema';
import { groupsMoney, moneyGroupColumns, type MoneyGroup } from '../bookings/money-groups';
import { listedCondition } from '../properties/visibility';
import { recentUsers } from './users';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Bookings made since `from`, grouped by platform day and by what bookingMoney reads: the month's figures and
 * the chart come from one pass, with the money split by the shared function (so they agree with payouts and
 * the host dashboards to the cent).
 */
async function moneyByDay(db: Db, from: Date): Promise<(MoneyGroup & { day: string })[]> {
  const result = await db.execute(sql`
    select (b.created_at at time zone ${PLATFORM_TIME_ZONE})::date::text as day,
      ${moneyGroupColumns('b')}, count(*)::int as n
    from ${bookings} b
    where b.created_at >= ${from.toISOString()}::timestamptz
    group by 1, ${moneyGroupColumns('b')}`);
  return rowsOf<MoneyGroup & { day: string }>(result);
}

export async function adminOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const today = platformToday(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const chartStart = addDays(today, -(ADMIN_CHART_DAYS - 1));
  const from = chartStart < monthStart ? chartStart : monthStart;
  const [[users], [newToday], [listings], [allBookings], [recentReviews], groups, recent] = await Promise.all(
    [
      db.select({ n: count() }).from(profiles),
      db
        .select({ n: count() })
        .from(profiles)
        .where(gte(profiles.createdAt, platformDayStart(today))),
      db.select({ n: count() }).from(properties).where(listedCondition),
      db.select({ n: count() }).from(bookings),
      db
        .select({ n: count() })
        .from(reviews)
        .where(gte(reviews.createdAt, new Date(now.getTime() - WEEK_MS))),
      moneyByDay(db, platformDayStart(from)),
      recentUsers(db, RECENT_USERS_COUNT),
    ],
  );
  const month = groupsMoney(groups.filter((g) => g.day >= monthStart));
  const metrics: AdminMetrics = {
    totalUsers: users?.n ?? 0,
    newUsersToday: newToday?.n ?? 0,
    activeListings: listings?.n ?? 0,
    totalBookings: allBookings?.n ?? 0,
    monthlyBookingValueCents: month.guestPaidCents,
    monthlyRevenueCents: month.platformRevenueCents,
    reviewsLast7Days: recentReviews?.n ?? 0,
  };
  const chart: AdminChartDay[] = [];
  for (let i = 0; i < ADMIN_CHART_DAYS; i++) {
    const day = addDays(chartStart, i);
    const ofDay = groups.filter((g) => g.day === day);
    chart.push({
      day,
      bookings: ofDay.reduce((n, g) => n + Number(g.n), 0),
      revenueCents: groupsMoney(ofDay).platformRevenueCents,
    });
  }
  return { computedAt: now.toISOString(), metrics, chart, recentUsers: recent };
}
