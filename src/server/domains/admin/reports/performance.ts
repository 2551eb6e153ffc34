import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { formatCents } from '../../../../shared/money';
import { rowsOf, type Db } from '../../../db/client';
import { groupsMoney, moneyGroupColumns, type MoneyGroup } from '../../bookings/money-groups';
import { bookings, profiles, properties, reviews } from '../../../db/schema';
import type { TableColumn } from '../../../files/tables/columns';
import { keysetRows, type Cursor, type Keyed, type RangeBounds } from './range';
import { countLabel, counted, totalsLine, type ReportSource } from './source';

/**
 * One listing over the period. As in the host's analytics: bookings and revenue belong to the period of the
 * booking's check-in (cancelled bookings counted, revenue what guests paid and kept paid); nights are those of
 * active (not cancelled) stays that fall inside the period; ratings those of reviews written in it.
 */
export interface PerformanceReportRow extends Keyed {
  title: string;
  host: string;
  bookings: number;
  nights: number;
  revenueCents: number;
  rating: number | null;
}

/** A listing's bookings that are equal for bookingMoney, counted by SQL (equal inputs, equal cents). */
type ListingMoneyGroup = MoneyGroup & { property_id: string };

interface Listing {
  id: string;
  cursorKey: string;
  title: string;
  host: string;
}

function performanceColumns(days: number): TableColumn<PerformanceReportRow>[] {
  return [
    { header: 'Listing', kind: 'text', width: 34, value: (r) => r.title },
    { header: 'Host', kind: 'text', width: 24, value: (r) => r.host },
    { header: 'Bookings', kind: 'integer', value: (r) => r.bookings },
    { header: 'Nights booked', kind: 'integer', width: 13, value: (r) => r.nights },
    { header: 'Occupancy %', kind: 'decimal', width: 12, value: (r) => occupancy(r.nights, days) },
    { header: 'Revenue', kind: 'money', value: (r) => r.revenueCents },
    { header: 'Average rating', kind: 'decimal', width: 14, value: (r) => r.rating },
  ];
}

const occupancy = (nights: number, days: number) => (days > 0 ? (nights * 100) / days : 0);

/** Listings that were open during the period (created before its end, not archived before its start), by title. */
function listingsPage(db: Db, b: RangeBounds, after: Cursor | null, batch: number): Promise<Listing[]> {
  const next: SQL | undefined = after
    ? sql`(${properties.title}, ${properties.id}) > (${after.key}, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: properties.id,
      cursorKey: properties.title,
      title: properties.title,
      host: profiles.fullName,
    })
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.hostId))
    .where(
      and(
        lt(properties.createdAt, b.end),
        or(isNull(properties.archivedAt), gte(properties.archivedAt, b.start)),
        next,
      ),
    )
    .orderBy(properties.title, properties.id)
    .limit(batch);
}

/** The page's figures, three grouped statements over just its listings. */
async function withFigures(db: Db, b: RangeBounds, page: Listing[]): Promise<PerformanceReportRow[]> {
  if (!page.length) return [];
  const ids = page.map((l) => l.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const groups = rowsOf<ListingMoneyGroup>(
    await db.execute(sql`
      select bk.property_id, ${moneyGroupColumns('bk')}, count(*)::int as n
      from ${bookings} bk
      where bk.property_id in (${idList}) and bk.check_in >= ${b.from}::date and bk.check_in < ${b.after}::date
      group by bk.property_id, ${moneyGroupColumns('bk')}`),
  );
  const nights = rowsOf<{ property_id: string; nights: number }>(
    await db.execute(sql`
      select property_id, sum(least(check_out, ${b.after}::date) - greatest(check_in, ${b.from}::date))::int
        as nights
      from ${bookings}
      where property_id in (${idList}) and status <> 'cancelled'
        and check_in < ${b.after}::date and check_out > ${b.from}::date
      group by 1`),
  );
  const ratings = await db
    .select({ propertyId: reviews.propertyId, rating: sql<number>`avg(${reviews.rating})::float8` })
    .from(reviews)
    .where(
      and(inArray(reviews.propertyId, ids), gte(reviews.createdAt, b.start), lt(reviews.createdAt, b.end)),
    )
    .groupBy(reviews.propertyId);

  const byListing = new Map<string, ListingMoneyGroup[]>();
  for (const g of groups) byListing.set(g.property_id, [...(byListing.get(g.property_id) ?? []), g]);
  const nightsOf = new Map(nights.map((n) => [n.property_id, Number(n.nights)]));
  const ratingOf = new Map(ratings.map((r) => [r.propertyId, Number(r.rating)]));
  return page.map((l) => {
    const listingGroups = byListing.get(l.id) ?? [];
    return {
      ...l,
      bookings: listingGroups.reduce((sum, g) => sum + Number(g.n), 0),
      nights: nightsOf.get(l.id) ?? 0,
      revenueCents: groupsMoney(listingGroups).guestPaidCents,
      rating: ratingOf.get(l.id) ?? null,
    };
  });
}

/** Per listing open during the period: bookings, nights, occupancy, revenue and rating; totals over all. */
export function performanceReport(db: Db, b: RangeBounds): ReportSource<PerformanceReportRow> {
  const columns = performanceColumns(b.days);
  const sum = { listings: 0, bookings: 0, nights: 0, revenueCents: 0 };
  const rows = keysetRows(
    async (after, batch) => withFigures(db, b, await listingsPage(db, b, after, batch)),
    b.batch,
  );
  return {
    columns,
    rows: counted(rows, (r) => {
      sum.listings++;
      sum.bookings += r.bookings;
      sum.nights += r.nights;
      sum.revenueCents += r.revenueCents;
    }),
    totals: () =>
      totalsLine(columns.length, {
        0: countLabel(sum.listings, 'listing'),
        2: String(sum.bookings),
        3: String(sum.nights),
        // Of every listing-night in the period.
        4: occupancy(sum.nights, b.days * sum.listings).toFixed(1),
        5: formatCents(sum.revenueCents),
      }),
  };
}
