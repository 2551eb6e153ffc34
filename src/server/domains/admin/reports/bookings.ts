import { and, eq, ne, sql } from 'drizzle-orm';
import { bookingMoney, formatCents, sumMoney, type BookingMoney } from '../../../../shared/money';
import { platformToday } from '../../../../shared/dates';
import type { Db } from '../../../db/client';
import { bookings, profiles, properties } from '../../../db/schema';
import type { TableColumn } from '../../../files/tables/columns';
import { createdAfter, createdIn, keysetRows, type Keyed, type RangeBounds } from './range';
import { countLabel, counted, totalsLine, type ReportSource } from './source';

type BookingStatus = (typeof bookings.status.enumValues)[number];
type PaymentStatus = (typeof bookings.paymentStatus.enumValues)[number];

export interface BookingReportRow extends Keyed {
  property: string;
  guest: string;
  checkIn: string;
  checkOut: string;
  status: BookingStatus;
  payment: PaymentStatus;
  /** US cents, as stored. */
  totalCents: number;
  refundCents: number | null;
  /** The terms the booking was made under (US cents; basis points): bookingMoney splits by them. */
  serviceFeeCents: number;
  hostFeeBasisPoints: number;
  createdAt: Date;
}

const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};
const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Paid',
  refunded: 'Refunded',
};

const moneyOf = (r: BookingReportRow): BookingMoney => bookingMoney({ ...r, paymentStatus: r.payment });

/**
 * Bookings created in the period (only paid ones: payment completed or refunded), oldest first. Each page's
 * bookings are found first on the (created_at, id) index, then their listing and guest names are joined: the
 * join then covers the page's rows, not every row of the period left after the cursor.
 */
function bookingRows(db: Db, b: RangeBounds, paidOnly: boolean): AsyncGenerator<BookingReportRow> {
  const paid = paidOnly ? ne(bookings.paymentStatus, 'pending') : undefined;
  return keysetRows((after, batch) => {
    const page = db
      .select({
        id: bookings.id,
        cursorKey: sql<string>`${bookings.createdAt}::text`.as('cursor_key'),
        propertyId: bookings.propertyId,
        userId: bookings.userId,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        status: bookings.status,
        payment: bookings.paymentStatus,
        totalCents: bookings.totalCents,
        refundCents: bookings.refundCents,
        serviceFeeCents: bookings.serviceFeeCents,
        hostFeeBasisPoints: bookings.hostFeeBasisPoints,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(
        and(createdIn(bookings.createdAt, b), paid, createdAfter(bookings.createdAt, bookings.id, after)),
      )
      .orderBy(bookings.createdAt, bookings.id)
      .limit(batch)
      .as('page');
    return db
      .select({
        id: page.id,
        cursorKey: page.cursorKey,
        property: properties.title,
        guest: profiles.fullName,
        checkIn: page.checkIn,
        checkOut: page.checkOut,
        status: page.status,
        payment: page.payment,
        totalCents: page.totalCents,
        refundCents: page.refundCents,
        serviceFeeCents: page.serviceFeeCents,
        hostFeeBasisPoints: page.hostFeeBasisPoints,
        createdAt: page.createdAt,
      })
      .from(page)
      .innerJoin(properties, eq(properties.id, page.propertyId))
      .innerJoin(profiles, eq(profiles.id, page.userId))
      .orderBy(page.createdAt, page.id);
  }, b.batch);
}

const bookingColumns: TableColumn<BookingReportRow>[] = [
  { header: 'Booking ID', kind: 'text', width: 36, value: (r) => r.id },
  { header: 'Property', kind: 'text', width: 28, value: (r) => r.property },
  { header: 'Guest', kind: 'text', width: 20, value: (r) => r.guest },
  { header: 'Check-in', kind: 'day', value: (r) => r.checkIn },
  { header: 'Check-out', kind: 'day', value: (r) => r.checkOut },
  { header: 'Status', kind: 'text', width: 11, value: (r) => STATUS_LABELS[r.status] },
  { header: 'Payment', kind: 'text', width: 10, value: (r) => PAYMENT_LABELS[r.payment] },
  { header: 'Total', kind: 'money', value: (r) => moneyOf(r).totalCents },
  { header: 'Created', kind: 'date', value: (r) => r.createdAt },
];

/** Every booking created in the period; totals: how many, and the sum of their prices. */
export function bookingsReport(db: Db, b: RangeBounds): ReportSource<BookingReportRow> {
  let count = 0;
  let totalCents = 0;
  const rows = counted(bookingRows(db, b, false), (r) => {
    count++;
    totalCents += moneyOf(r).totalCents;
  });
  return {
    columns: bookingColumns,
    rows,
    totals: () =>
      totalsLine(bookingColumns.length, { 0: countLabel(count, 'booking'), 7: formatCents(totalCents) }),
  };
}

/** A paid booking with its money split (bookingMoney), computed once as the row streams. */
export interface RevenueReportRow {
  id: string;
  createdAt: Date;
  money: BookingMoney;
}

/** The revenue columns after the first two: a header and the share of the split it shows. */
const SPLITS: [string, (m: BookingMoney) => number][] = [
  ['Guest paid', (m) => m.guestPaidCents],
  ['Service fee', (m) => m.serviceFeeCents],
  ['Platform fee', (m) => m.platformFeeCents],
  ['Platform revenue', (m) => m.platformRevenueCents],
  ['Host earnings', (m) => m.hostEarningsCents],
  ['Refunded', (m) => m.refundedCents],
];
const revenueColumns: TableColumn<RevenueReportRow>[] = [
  { header: 'Booking ID', kind: 'text', width: 36, value: (r) => r.id },
  { header: 'Date', kind: 'day', value: (r) => platformToday(r.createdAt) },
  ...SPLITS.map(([header, cents]): TableColumn<RevenueReportRow> => ({
    header,
    kind: 'money',
    width: 13,
    value: (r) => cents(r.money),
  })),
];

/**
 * Paid bookings created in the period with the platform's split of each; totals: the sums of each split,
 * added in integer cents as the rows pass (exactly sumMoney of the bookings).
 */
export function revenueReport(db: Db, b: RangeBounds): ReportSource<RevenueReportRow> {
  let count = 0;
  let sum: BookingMoney = sumMoney([]);
  async function* rows(): AsyncGenerator<RevenueReportRow> {
    for await (const r of bookingRows(db, b, true)) {
      const row = { id: r.id, createdAt: r.createdAt, money: moneyOf(r) };
      count++;
      sum = sumMoney([sum, row.money]);
      yield row;
    }
  }
  return {
    columns: revenueColumns,
    rows: rows(),
    totals: () => [countLabel(count, 'booking'), '', ...SPLITS.map(([, cents]) => formatCents(cents(sum)))],
  };
}
