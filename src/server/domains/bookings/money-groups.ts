import { sql, type SQL } from 'drizzle-orm';
import {
  bookingMoney,
  sumMoney,
  timesMoney,
  type BookingMoney,
  type BookingMoneyInput,
} from '../../../shared/money';

/**
 * Bookings that are equal as far as money goes (same total_cents, payment_status, refund_cents,
 * service_fee_cents, host_fee_bp), counted by SQL. Equal inputs give equal cents, so bookingMoney applied once per group and multiplied by the count is
 * exactly the sum over the bookings, without reading every row or restating the split in SQL.
 */
export interface MoneyGroup {
  /** bigint: a string as raw SQL returns it. */
  total_cents: number | string;
  payment_status: BookingMoneyInput['paymentStatus'];
  /** bigint: a string as raw SQL returns it. */
  refund_cents: number | string | null;
  service_fee_cents: number;
  host_fee_bp: number;
  n: number;
}

/** The columns bookingMoney reads, of bookings aliased `alias`: to select and group by (SQL text, no input). */
export function moneyGroupColumns(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`bad alias ${alias}`);
  return sql.raw(
    ['total_cents', 'payment_status', 'refund_cents', 'service_fee_cents', 'host_fee_bp']
      .map((c) => `${alias}.${c}`)
      .join(', '),
  );
}

/** bookingMoney of every booking in the groups, summed (the dashboards, analytics and admin revenue). */
export function groupsMoney(groups: readonly MoneyGroup[]): BookingMoney {
  return sumMoney(
    groups.map((g) => {
      const money = bookingMoney({
        totalCents: Number(g.total_cents),
        paymentStatus: g.payment_status,
        refundCents: g.refund_cents === null ? null : Number(g.refund_cents),
        serviceFeeCents: Number(g.service_fee_cents),
        hostFeeBasisPoints: Number(g.host_fee_bp),
      });
      return timesMoney(money, Number(g.n));
    }),
  );
}

/**
 * What the host keeps of a set of bookings: the sum of bookingMoney(b).hostEarningsCents. Unpaid bookings
 * (payment pending) yield 0, so queries may leave them out; a cancelled booking keeps what was not refunded.
 */
export function hostEarningsCents(groups: readonly MoneyGroup[]): number {
  return groupsMoney(groups).hostEarningsCents;
}
