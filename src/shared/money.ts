import { SERVICE_FEE } from './pricing';

/**
 * The platform's commission on what the host charges (accommodation + cleaning), in percent. The spec names
 * no rate; 3% is what the large marketplaces take from hosts when the guest also pays a service fee.
 */
export const HOST_COMMISSION_PERCENT = 3;

/** A stored booking, as far as money goes: prices are whole US dollars (bookings.total_price). */
export interface BookingMoneyInput {
  totalPrice: number;
  paymentStatus: 'pending' | 'completed' | 'refunded';
  /** Whole dollars refunded on cancellation (null when not cancelled). */
  refundAmount: number | null;
}

/** One booking split in integer cents. Always hostEarningsCents + platformFeeCents === guestPaidCents. */
export interface BookingMoney {
  /** The booking's price: what the guest is charged. */
  totalCents: number;
  refundedCents: number;
  /** What the guest paid and kept paid: 0 while unpaid, the total less any refund once paid. */
  guestPaidCents: number;
  /** The guest's service fee within guestPaidCents (it goes to the platform). */
  serviceFeeCents: number;
  /** The host's commission (HOST_COMMISSION_PERCENT of accommodation + cleaning) within guestPaidCents. */
  commissionCents: number;
  /** serviceFeeCents + commissionCents. */
  platformFeeCents: number;
  hostEarningsCents: number;
}

/** a * b / c rounded half up, exactly (BigInt: products of cent amounts can pass 2^53). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

const toCents = (dollars: number) => Math.max(0, Math.round(dollars * 100));

/**
 * Splits one booking into what the guest paid, the platform's fee and the host's earnings. Of the total that
 * quoteStay charged, the service fee is the platform's; the rest (accommodation + cleaning) is the host's
 * charge, less the commission. A refund shrinks
 * every share in proportion (the FAQ policy refunds all or nothing, so in practice a refunded booking is 0).
 */
export function bookingMoney(b: BookingMoneyInput): BookingMoney {
  const totalCents = toCents(b.totalPrice);
  const refundedCents = Math.min(totalCents, toCents(b.refundAmount ?? 0));
  const paid = b.paymentStatus !== 'pending';
  const guestPaidCents = paid ? totalCents - refundedCents : 0;

  // The full booking's split; fees never exceed what was charged.
  const fullService = Math.min(SERVICE_FEE * 100, totalCents);
  // Everything but the service fee is the host's charge (accommodation + cleaning fee), commissioned alike.
  const fullCommission = mulDivHalfUp(totalCents - fullService, HOST_COMMISSION_PERCENT, 100);

  // The part of that split the guest really paid.
  const serviceFeeCents = mulDivHalfUp(fullService, guestPaidCents, totalCents);
  const commissionCents = mulDivHalfUp(fullCommission, guestPaidCents, totalCents);
  const platformFeeCents = serviceFeeCents + commissionCents;
  return {
    totalCents,
    refundedCents,
    guestPaidCents,
    serviceFeeCents,
    commissionCents,
    platformFeeCents,
    hostEarningsCents: guestPaidCents - platformFeeCents,
  };
}

/** Sums the splits of many bookings (dashboards, payouts, revenue). */
export function sumMoney(list: BookingMoney[]): BookingMoney {
  const zero: BookingMoney = {
    totalCents: 0,
    refundedCents: 0,
    guestPaidCents: 0,
    serviceFeeCents: 0,
    commissionCents: 0,
    platformFeeCents: 0,
    hostEarningsCents: 0,
  };
  return list.reduce(
    (sum, m) => ({
      totalCents: sum.totalCents + m.totalCents,
      refundedCents: sum.refundedCents + m.refundedCents,
      guestPaidCents: sum.guestPaidCents + m.guestPaidCents,
      serviceFeeCents: sum.serviceFeeCents + m.serviceFeeCents,
      commissionCents: sum.commissionCents + m.commissionCents,
      platformFeeCents: sum.platformFeeCents + m.platformFeeCents,
      hostEarningsCents: sum.hostEarningsCents + m.hostEarningsCents,
    }),
    zero,
  );
}

/** '$1,234.56' from cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
