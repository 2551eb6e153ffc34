import { formatInteger } from './number-format';
/**
 * Money is integer cents everywhere: every stored amount, every amount a procedure takes or returns, and every
 * amount shown goes through formatCents or formatMoney below.
 */

/** A stored booking, as far as money goes (bookings.total_cents): US cents. */
export interface BookingMoneyInput {
  totalCents: number;
  paymentStatus: 'pending' | 'completed' | 'refunded';
  /** Cents refunded (null when nothing was). */
  refundCents: number | null;
  /** The service fee the booking was quoted with (bookings.service_fee_cents). */
  serviceFeeCents: number;
  /** The host fee the booking was made under, in basis points (bookings.host_fee_bp). */
  hostFeeBasisPoints: number;
}

/**
 * One booking split in integer cents. Always
 * totalCents === hostEarningsCents + platformFeeCents + serviceFeeCents + refundedCents
 * and guestPaidCents === totalCents - refundedCents once paid (0 while unpaid: then every share is 0).
 */
export interface BookingMoney {
  /** The booking's price: what the guest is charged (stay + cleaning fee + service fee). */
  totalCents: number;
  refundedCents: number;
  /** What the guest paid and kept paid: 0 while unpaid, the total less any refund once paid. */
  guestPaidCents: number;
  /** The guest's service fee within guestPaidCents (the platform's). */
  serviceFeeCents: number;
  /** The host's platform fee: the booking's host fee of the stay charge the host keeps (the platform's). */
  platformFeeCents: number;
  /** serviceFeeCents + platformFeeCents: the platform's revenue from the booking. */
  platformRevenueCents: number;
  /** The host's payout: the stay charge kept, less the platform fee. */
  hostEarningsCents: number;
}

/** a * b / c rounded half up, exactly (BigInt: products of cent amounts can pass 2^53); 0 when c is 0. */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

const nonNegative = (cents: number) => Math.max(0, Math.round(cents));

/**
 * Splits one booking. Of the total that quoteStay charged, the service fee is the platform's; the rest (stay
 * subtotal + cleaning fee) is the host's charge, of which the platform keeps the booking's host fee (rounded
 * half up to the cent) and the host the rest. A refund comes out of the host's charge first and out of the
 * service fee only for what is left: the host's earnings fall by the refunded stay amount (less the fee on
 * it), and a fully refunded booking pays nobody anything.
 */
export function bookingMoney(b: BookingMoneyInput): BookingMoney {
  const totalCents = nonNegative(b.totalCents);
  const refundedCents = Math.min(totalCents, nonNegative(b.refundCents ?? 0));
  const paid = b.paymentStatus !== 'pending';
  const zero = {
    totalCents,
    refundedCents,
    guestPaidCents: 0,
    serviceFeeCents: 0,
    platformFeeCents: 0,
    platformRevenueCents: 0,
    hostEarningsCents: 0,
  };
  if (!paid) return zero;

  // The service fee never exceeds what was charged; everything else is the host's charge.
  const fullService = Math.min(nonNegative(b.serviceFeeCents), totalCents);
  const hostCharge = totalCents - fullService;
  const refundedStay = Math.min(refundedCents, hostCharge);
  const keptCharge = hostCharge - refundedStay;
  const serviceFeeCents = fullService - (refundedCents - refundedStay);
  const platformFeeCents = mulDivHalfUp(keptCharge, b.hostFeeBasisPoints, 10_000);
  return {
    ...zero,
    guestPaidCents: totalCents - refundedCents,
    serviceFeeCents,
    platformFeeCents,
    platformRevenueCents: serviceFeeCents + platformFeeCents,
    hostEarningsCents: keptCharge - platformFeeCents,
  };
}

/** Sums the splits of many bookings (dashboards, payouts, revenue). */
export function sumMoney(list: BookingMoney[]): BookingMoney {
  const zero: BookingMoney = {
    totalCents: 0,
    refundedCents: 0,
    guestPaidCents: 0,
    serviceFeeCents: 0,
    platformFeeCents: 0,
    platformRevenueCents: 0,
    hostEarningsCents: 0,
  };
  return list.reduce(
    (sum, m) => ({
      totalCents: sum.totalCents + m.totalCents,
      refundedCents: sum.refundedCents + m.refundedCents,
      guestPaidCents: sum.guestPaidCents + m.guestPaidCents,
      serviceFeeCents: sum.serviceFeeCents + m.serviceFeeCents,
      platformFeeCents: sum.platformFeeCents + m.platformFeeCents,
      platformRevenueCents: sum.platformRevenueCents + m.platformRevenueCents,
      hostEarningsCents: sum.hostEarningsCents + m.hostEarningsCents,
    }),
    zero,
  );
}

/** The split of n bookings equal in money: each share times n. */
export function timesMoney(m: BookingMoney, n: number): BookingMoney {
  return {
    totalCents: m.totalCents * n,
    refundedCents: m.refundedCents * n,
    guestPaidCents: m.guestPaidCents * n,
    serviceFeeCents: m.serviceFeeCents * n,
    platformFeeCents: m.platformFeeCents * n,
    platformRevenueCents: m.platformRevenueCents * n,
    hostEarningsCents: m.hostEarningsCents * n,
  };
}

/**
 * US cents in another currency's cents at a rate in ten-thousandths (fees.ts rateToE4), rounded half up:
 * 10,000 US cents at 129.5 KES per USD are 1,295,000 KES cents.
 */
export function convertCents(usdCents: number, rateE4: number): number {
  return mulDivHalfUp(usdCents, rateE4, 10_000);
}

/**
 * '$1,234.56' from cents. With dropZeroCents a whole-dollar amount reads without them ('$120'), and any other
 * keeps its cents ('$120.50'): see formatPrice.
 */
export function formatCents(cents: number, options: { dropZeroCents?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = `${sign}$${formatInteger(Math.floor(abs / 100))}`;
  if (options.dropZeroCents && abs % 100 === 0) return dollars;
  return `${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price as cards, quotes, rates, fees and totals show it: '$120', or '$120.50' when it has cents. */
export const formatPrice = (cents: number): string => formatCents(cents, { dropZeroCents: true });

/** Dollars as a form shows them (120.5) from cents, and back to cents (rounded to the cent). */
export const centsToDollars = (cents: number) => cents / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

let moneyFormats: Map<string, Intl.NumberFormat> | undefined;

/**
 * An amount in a currency's cents, '$1,234.56' or 'KES 13,000.00' (ISO 4217 code, two decimals as USD and KES
 * have). US dollars go through formatCents; other currencies through Intl, made on first use and kept.
 */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  if (code === 'USD') return formatCents(cents);
  moneyFormats ??= new Map();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    moneyFormats.set(code, format);
  }
  return format.format(cents / 100);
}

/** A service booking, as far as money goes (service_bookings): its price in the currency's cents. */
export interface ServiceBookingMoneyInput {
  amountCents: number;
  paymentStatus: 'pending' | 'completed' | 'refunded';
  refundedCents: number;
  /** The platform's commission the booking was requested under, in basis points (1500 = 15 %). */
  commissionBasisPoints: number;
}

/**
 * One service booking split in integer cents (its own currency). Always
 * guestPaidCents === platformCommissionCents + providerCommissionCents, and amountCents === guestPaidCents +
 * refundedCents once charged (0 while unpaid). The provider's commission (spec 001 §3 provider_commission) is
 * what the guest paid and kept paid less the platform's commission on it (rounded half up), so a refund reduces
 * both in proportion and a full refund leaves nobody anything.
 */
export interface ServiceBookingMoney {
  amountCents: number;
  refundedCents: number;
  guestPaidCents: number;
  platformCommissionCents: number;
  providerCommissionCents: number;
}

export function serviceBookingMoney(b: ServiceBookingMoneyInput): ServiceBookingMoney {
  const amountCents = Math.max(0, Math.round(b.amountCents));
  const refundedCents = Math.min(amountCents, Math.max(0, Math.round(b.refundedCents)));
  if (b.paymentStatus === 'pending') {
    return {
      amountCents,
      refundedCents,
      guestPaidCents: 0,
      platformCommissionCents: 0,
      providerCommissionCents: 0,
    };
  }
  const guestPaidCents = amountCents - refundedCents;
  const platformCommissionCents = mulDivHalfUp(guestPaidCents, b.commissionBasisPoints, 10_000);
  return {
    amountCents,
    refundedCents,
    guestPaidCents,
    platformCommissionCents,
    providerCommissionCents: guestPaidCents - platformCommissionCents,
  };
}
