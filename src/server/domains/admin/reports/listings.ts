import { and, eq, sql } from 'drizzle-orm';
import { platformToday } from '../../../../shared/dates';
import { propertyTypeLabels, type PropertyType } from '../../../../shared/property';
import type { Db } from '../../../db/client';
import { profiles, properties } from '../../../db/schema';
import type { TableColumn } from '../../../files/tables/columns';
import { createdAfter, createdIn, keysetRows, type Keyed, type RangeBounds } from './range';
import { countLabel, counted, totalsLine, type ReportSource } from './source';

export interface ListingReportRow extends Keyed {
  title: string;
  host: string;
  city: string | null;
  country: string | null;
  type: PropertyType;
  /** US cents (properties.list_price_cents: nightly, or 8 hours for workspaces). */
  priceCents: number | null;
  rating: number | null;
  createdAt: Date;
}

const columns: TableColumn<ListingReportRow>[] = [
  { header: 'Title', kind: 'text', width: 32, value: (r) => r.title },
  { header: 'Host', kind: 'text', width: 22, value: (r) => r.host },
  { header: 'City', kind: 'text', width: 16, value: (r) => r.city },
  { header: 'Country', kind: 'text', width: 14, value: (r) => r.country },
  { header: 'Type', kind: 'text', width: 13, value: (r) => propertyTypeLabels[r.type] },
  { header: 'Price', kind: 'money', width: 11, value: (r) => r.priceCents },
  { header: 'Rating', kind: 'decimal', width: 8, value: (r) => r.rating },
  { header: 'Created', kind: 'day', value: (r) => platformToday(r.createdAt) },
];

/** Listings created in the period (archived ones too: they were listed), oldest first. */
export function listingsReport(db: Db, b: RangeBounds): ReportSource<ListingReportRow> {
  let count = 0;
  const rows = keysetRows(
    (after, batch) =>
      db
        .select({
          id: properties.id,
          cursorKey: sql<string>`${properties.createdAt}::text`,
          title: properties.title,
          host: profiles.fullName,
          city: properties.city,
          country: properties.country,
          type: properties.propertyType,
          priceCents: properties.listPriceCents,
          rating: properties.ratingAvg,
          createdAt: properties.createdAt,
        })
        .from(properties)
        .innerJoin(profiles, eq(profiles.id, properties.hostId))
        .where(
          and(createdIn(properties.createdAt, b), createdAfter(properties.createdAt, properties.id, after)),
        )
        .orderBy(properties.createdAt, properties.id)
        .limit(batch),
    b.batch,
  );
  return {
    columns,
    rows: counted(rows, () => count++),
    totals: () => totalsLine(columns.length, { 0: countLabel(count, 'listing') }),
  };
}
