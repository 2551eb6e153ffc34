import type { ReportType } from '../../../../shared/reports';
import type { Db } from '../../../db/client';
import { bookingsReport, revenueReport, type BookingReportRow, type RevenueReportRow } from './bookings';
import { listingsReport, type ListingReportRow } from './listings';
import { performanceReport, type PerformanceReportRow } from './performance';
import { rangeBounds, type RangeBounds, type ReportRange } from './range';
import type { ReportSource } from './source';
import { usersReport, type UserReportRow } from './users';

export { periodLabel, type ReportRange } from './range';
export type { ReportSource } from './source';

/** The row each report reads. */
export interface ReportRows {
  users: UserReportRow;
  listings: ListingReportRow;
  bookings: BookingReportRow;
  revenue: RevenueReportRow;
  performance: PerformanceReportRow;
}

const REPORTS: { [T in ReportType]: (db: Db, b: RangeBounds) => ReportSource<ReportRows[T]> } = {
  users: usersReport,
  listings: listingsReport,
  bookings: bookingsReport,
  revenue: revenueReport,
  performance: performanceReport,
};

/**
 * The table of one report over a period of platform days (from and to included): columns, rows streamed a
 * page at a time, and totals once the rows are read. Throws AppError bad_request for an invalid period.
 */
export function reportSource<T extends ReportType>(
  db: Db,
  type: T,
  range: ReportRange,
  batch?: number,
): ReportSource<ReportRows[T]> {
  return REPORTS[type](db, { ...rangeBounds(range), batch });
}
