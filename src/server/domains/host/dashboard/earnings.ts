import { bookingMoney, type BookingMoneyInput } from '../../../../shared/money';

/**
 * Bookings that are equal as far as money goes (same total_price, payment_status, refund_amount), counted by
 * SQL. Equal inputs give equal cents, so bookingMoney applied once per group and multiplied by the count is
 * exactly the sum over the bookings, without reading every row or restating the split in SQL.
 */
export interface MoneyGroup {
  total_price: number;
  payment_status: BookingMoneyInput['paymentStatus'];
  refund_amount: number | null;
  n: number;
}

/**
 * What the host keeps of a set of bookings: the sum of bookingMoney(b).hostEarningsCents. Unpaid bookings
 * (payment pending) yield 0, so queries may leave them out; a cancelled booking keeps what was not refunded.
 */
export function hostEarningsCents(groups: readonly MoneyGroup[]): number {
  let cents = 0;
  for (const g of groups) {
    const money = bookingMoney({
      totalPrice: Number(g.total_price),
      paymentStatus: g.payment_status,
      refundAmount: g.refund_amount === null ? null : Number(g.refund_amount),
    });
    cents += money.hostEarningsCents * Number(g.n);
  }
  return cents;
}
