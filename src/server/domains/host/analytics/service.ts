import { and, eq, sql } from 'drizzle-orm';
import { lastMonths, nextMonthStart, type AnalyticsYear } from '../../../../shared/analytics';
import { MAX_STAY_NIGHTS } from '../../../../shared/booking';
import { addDays, PLATFORM_TIME_ZONE, platformToday } from '../../../../shared/dates';
import { rowsOf, type Db } from '../../../db/client';
import { bookings, properties, reviews } from '../../../db/schema';
import { hostEarningsCents, moneyGroupColumns, type MoneyGroup } from '../../bookings/money-groups';
import { listingNotFound } from '../listings';
import { buildYear, type BookingGroup, type MonthFacts } from './year';

async function assertOwned(db: Db, hostId: string, propertyId: string): Promise<void> {
  // Archived listings keep their history, so their owner may still look at it.
  const [own] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.hostId, hostId)))
    .limit(1);
  if (!own) throw listingNotFound();
}

/**
 * The last 12 months of the host's listings (or one of them), in two statements: bookings checking in
 * during the period grouped by month and by what bookingMoney reads; and per month the nights booked, the
 * listing-nights available and the ratings.
 */
export async function analyticsYear(
  db: Db,
  hostId: string,
  propertyId: string | undefined,
  now = new Date(),
): Promise<AnalyticsYear> {
  if (propertyId) await assertOwned(db, hostId, propertyId);
  const months = lastMonths(platformToday(now));
  const start = `${months[0]}-01`;
  const end = nextMonthStart(months[months.length - 1]!);
  const tz = PLATFORM_TIME_ZONE;
  // A literal list rather than generate_series: the planner then knows it is 12 rows (a default estimate of
  // 1000 made the plan look costly enough to JIT-compile, which took seconds).
  const monthRows = sql.join(
    months.map((m) => sql`(${`${m}-01`}::date, ${nextMonthStart(m)}::date)`),
    sql`, `,
  );
  const listing = propertyId ? sql`and p.id = ${propertyId}` : sql``;

  const [groups, perMonth] = await Promise.all([
    db.execute(sql`
      select to_char(b.check_in::timestamp, 'YYYY-MM') as month, b.status = 'cancelled' as cancelled,
        ${moneyGroupColumns('b')}, count(*)::int as n,
        sum(greatest(0, b.check_in - (b.created_at at time zone ${tz})::date))::float8 as lead_days
      from ${bookings} b join ${properties} p on p.id = b.property_id
      where p.host_id = ${hostId} ${listing} and b.check_in >= ${start} and b.check_in < ${end}
      group by 1, 2, ${moneyGroupColumns('b')}`),
    db.execute(sql`
      with months (first, next) as (values ${monthRows}), hp as materialized (
        -- Open from its creation, or from its first stay when that came earlier (history brought along).
        select p.id, least((p.created_at at time zone ${tz})::date,
            (select min(b.check_in) from ${bookings} b where b.property_id = p.id)) as opened,
          (p.archived_at at time zone ${tz})::date as closed
        from ${properties} p where p.host_id = ${hostId} ${listing}
      ), stays as (
        -- No stay is longer than MAX_STAY_NIGHTS: that lower bound keeps the scan to the period.
        select b.check_in, b.check_out,
          b.check_in >= ${start} and b.check_out <= (date_trunc('month', b.check_in::timestamp) + interval '1 month')::date
            as within
        from ${bookings} b join hp on hp.id = b.property_id
        where b.status <> 'cancelled' and b.check_in < ${end}
          and b.check_in >= ${addDays(start, -MAX_STAY_NIGHTS)} and b.check_out > ${start}
      ), nights as (
        -- Most stays lie within one month: grouped directly. The others are cut at the month boundaries.
        select first, sum(n)::int as nights from (
          select date_trunc('month', s.check_in::timestamp)::date as first, s.check_out - s.check_in as n
          from stays s where s.within
          union all
          select m.first, least(s.check_out, m.next) - greatest(s.check_in, m.first)
          from stays s join months m on s.check_in < m.next and s.check_out > m.first
          where not s.within
        ) pieces group by first
      ), open as (
        select m.first, sum(greatest(0,
          least(m.next, coalesce(hp.closed, m.next)) - greatest(m.first, hp.opened)))::int as available
        from months m cross join hp group by m.first
      ), ratings as (
        select date_trunc('month', r.created_at at time zone ${tz})::date as first,
          sum(r.rating)::int as stars, count(*)::int as reviews
        from ${reviews} r join hp on hp.id = r.property_id
        where r.created_at >= (${start}::date::timestamp at time zone ${tz})
          and r.created_at < (${end}::date::timestamp at time zone ${tz})
        group by 1
      )
      select to_char(m.first::timestamp, 'YYYY-MM') as month, coalesce(n.nights, 0) as nights,
        coalesce(o.available, 0) as available, coalesce(r.stars, 0) as stars,
        coalesce(r.reviews, 0) as reviews
      from months m
        left join nights n on n.first = m.first
        left join open o on o.first = m.first
        left join ratings r on r.first = m.first
      order by m.first`),
  ]);

  const bookingGroups = rowsOf<MoneyGroup & { month: string; cancelled: boolean; lead_days: number }>(
    groups,
  ).map((g): BookingGroup => ({
    month: g.month,
    cancelled: g.cancelled,
    count: Number(g.n),
    leadDays: Number(g.lead_days),
    earningsCents: hostEarningsCents([g]),
  }));
  return buildYear(months, bookingGroups, rowsOf<MonthFacts>(perMonth));
}
