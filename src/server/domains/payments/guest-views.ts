import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PaidWith, RefundLine } from '../../../shared/payments';
import { payments, refunds } from '../../db/schema';
import type { PaidForColumn } from './paid-for';

/**
 * A booking's refunds through the payment provider, oldest first, as its guest follows them: a select column
 * for the bookings whose id is `bookingId`, paid for in `paidFor`.
 */
export function refundLinesOf(paidFor: PaidForColumn, bookingId: AnyColumn): SQL<RefundLine[]> {
  return sql<RefundLine[]>`coalesce((
    select json_agg(json_build_object(
      'amountCents', r.amount_cents, 'currency', p.currency, 'provider', p.provider, 'state', r.state,
      'at', to_char(coalesce(r.settled_at, r.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    ) order by r.created_at)
    from ${refunds} r join ${payments} p on p.id = r.payment_id
    where p.${sql.identifier(paidFor.name)} = ${bookingId}
  ), '[]'::json)`;
}

/** The payment a booking was last paid with through the provider (null when none was): a select column. */
export function paidWithOf(paidFor: PaidForColumn, bookingId: AnyColumn): SQL<PaidWith | null> {
  return sql<PaidWith | null>`(
    select json_build_object('provider', p.provider, 'amountCents', p.amount_cents, 'currency', p.currency,
      'priceCents', p.usd_cents)
    from ${payments} p where p.${sql.identifier(paidFor.name)} = ${bookingId} and p.state = 'paid'
    order by p.settled_at desc limit 1
  )`;
}
