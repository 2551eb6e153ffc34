import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES, FEE_MAX_CENTS, rateToE4 } from './fees';
import {
  bookingMoney,
  centsToDollars,
  convertCents,
  dollarsToCents,
  formatCents,
  sumMoney,
  formatPrice,
} from './money';

const {
  cleaningFeeCents: CLEANING_FEE,
  serviceFeeCents: SERVICE_FEE,
  hostFeeBasisPoints: HOST_FEE_BP,
} = DEFAULT_FEES;
/** The default terms: what every booking made before Admin Settings changed anything carries. */
const terms = { serviceFeeCents: SERVICE_FEE, hostFeeBasisPoints: HOST_FEE_BP };
const paid = { paymentStatus: 'completed' as const, refundCents: null, ...terms };

describe('bookingMoney', () => {
  it('splits a paid stay: service fee and commission to the platform, the rest to the host', () => {
    // 3 nights at $100 + $85 cleaning + $75 service fee = $460.
    const m = bookingMoney({ totalCents: 46_000, ...paid });
    expect(HOST_FEE_BP).toBe(300);
    expect(m.guestPaidCents).toBe(46_000);
    expect(m.serviceFeeCents).toBe(SERVICE_FEE);
    expect(m.platformFeeCents).toBe(1_155); // 3% of $385
    expect(m.platformRevenueCents).toBe(7_500 + 1_155);
    expect(m.hostEarningsCents).toBe(38_500 - 1_155);
  });

  it('rounds the commission half up to the cent', () => {
    // $75 fee + $50 host charge: 3% of 5000 cents = 150 exactly; $75 + $51.50: 3% of 5150 = 154.5 → 155.
    expect(bookingMoney({ totalCents: 12_500, ...paid }).platformFeeCents).toBe(150);
    expect(bookingMoney({ totalCents: 12_650, ...paid }).platformFeeCents).toBe(155);
    // 3% of 1 cent's worth rounds to 0; of 17 cents (0.51) to 1.
    expect(bookingMoney({ totalCents: 7_517, ...paid }).platformFeeCents).toBe(1);
  });

  it('always adds up: host + platform = guest paid, for any amount and refund', () => {
    for (let total = 0; total <= 300_000; total += 701) {
      for (const refund of [null, 0, Math.floor(total / 3), total]) {
        const m = bookingMoney({
          totalCents: total,
          paymentStatus: 'completed',
          refundCents: refund,
          ...terms,
        });
        expect(m.hostEarningsCents + m.platformRevenueCents).toBe(m.guestPaidCents);
        expect(m.guestPaidCents).toBe(total - (refund ?? 0));
        expect(m.hostEarningsCents).toBeGreaterThanOrEqual(0);
        expect(m.platformFeeCents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('gives nothing to anyone while unpaid or once fully refunded', () => {
    const unpaid = bookingMoney({
      totalCents: 46_000,
      paymentStatus: 'pending',
      refundCents: null,
      ...terms,
    });
    expect([unpaid.guestPaidCents, unpaid.hostEarningsCents, unpaid.platformRevenueCents]).toEqual([0, 0, 0]);
    expect(unpaid.totalCents).toBe(46_000);
    const refunded = bookingMoney({
      totalCents: 46_000,
      paymentStatus: 'refunded',
      refundCents: 46_000,
      ...terms,
    });
    expect([refunded.guestPaidCents, refunded.hostEarningsCents, refunded.platformRevenueCents]).toEqual([
      0, 0, 0,
    ]);
    expect(refunded.refundedCents).toBe(46_000);
  });

  it('keeps a late cancellation without refund as paid', () => {
    const m = bookingMoney({ totalCents: 46_000, paymentStatus: 'completed', refundCents: 0, ...terms });
    expect(m.hostEarningsCents).toBe(38_500 - 1_155);
  });

  it('never lets the fee exceed a tiny total', () => {
    const m = bookingMoney({ totalCents: 5_000, ...paid });
    expect(m.serviceFeeCents).toBe(5_000);
    expect(m.hostEarningsCents).toBe(0);
  });

  it('sums and formats', () => {
    const a = bookingMoney({ totalCents: 46_000, ...paid });
    const sum = sumMoney([a, a]);
    expect(sum.hostEarningsCents).toBe(2 * a.hostEarningsCents);
    expect(sum.guestPaidCents).toBe(92_000);
    expect(formatCents(123_456_7)).toBe('$12,345.67');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-1_250)).toBe('-$12.50');
  });

  it('drops the zero cents of a whole-dollar amount when asked, as prices read', () => {
    expect(formatPrice(12_000)).toBe('$120');
    expect(formatPrice(12_050)).toBe('$120.50');
    expect(formatPrice(12_345_600)).toBe('$123,456');
    expect(formatPrice(0)).toBe('$0');
    expect(formatCents(12_000)).toBe('$120.00');
  });
});

describe('centsToDollars / dollarsToCents', () => {
  it('shows cents as dollars in a form and reads them back to the cent', () => {
    expect(centsToDollars(12_050)).toBe(120.5);
    expect(dollarsToCents(120.5)).toBe(12_050);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1_999);
    for (let cents = 0; cents <= 100_000; cents += 37)
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});

/** A paid booking: any total in cents (stays, work-only hours, tiny ones below the fee) and a refund ≤ it. */
const paidBooking = fc.integer({ min: 0, max: 20_000_000 }).chain((total) =>
  fc.record({
    totalCents: fc.constant(total),
    paymentStatus: fc.constantFrom('completed' as const, 'refunded' as const),
    refundCents: fc.option(fc.integer({ min: 0, max: total }), { nil: null }),
    serviceFeeCents: fc.constant(SERVICE_FEE),
    hostFeeBasisPoints: fc.constant(HOST_FEE_BP),
  }),
);

/** Any terms an admin may set: a service fee of $0–$1000 and a host fee of 0–30 %. */
const anyTerms = fc.record({
  serviceFeeCents: fc.integer({ min: 0, max: FEE_MAX_CENTS }),
  hostFeeBasisPoints: fc.integer({ min: 0, max: 3000 }),
});

/** `bp` basis points (3 % by default) of `cents`, rounded half up, as a person would do it by hand. */
const feeOf = (cents: number, bp = HOST_FEE_BP) => Math.floor((cents * bp + 5_000) / 10_000);

describe('bookingMoney properties', () => {
  it('total = host earnings + platform fee + service fee + refunds, every share ≥ 0', () => {
    fc.assert(
      fc.property(paidBooking, (b) => {
        const m = bookingMoney(b);
        expect(m.totalCents).toBe(
          m.hostEarningsCents + m.platformFeeCents + m.serviceFeeCents + m.refundedCents,
        );
        expect(m.guestPaidCents).toBe(m.totalCents - m.refundedCents);
        expect(m.platformRevenueCents).toBe(m.serviceFeeCents + m.platformFeeCents);
        for (const v of Object.values(m)) expect(v).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('adds up under any terms an admin may set, the platform fee at the booking’s own rate', () => {
    fc.assert(
      fc.property(paidBooking, anyTerms, (b, t) => {
        const m = bookingMoney({ ...b, ...t });
        expect(m.totalCents).toBe(
          m.hostEarningsCents + m.platformFeeCents + m.serviceFeeCents + m.refundedCents,
        );
        for (const v of Object.values(m)) expect(v).toBeGreaterThanOrEqual(0);
        if (!b.refundCents) {
          const charge = Math.max(0, m.totalCents - t.serviceFeeCents);
          expect(m.serviceFeeCents).toBe(Math.min(t.serviceFeeCents, m.totalCents));
          expect(m.platformFeeCents).toBe(feeOf(charge, t.hostFeeBasisPoints));
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('work-only bookings (hours, no cleaning fee) split the same way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 24 * 30 }),
        (rate, hours) => {
          const charge = rate * hours;
          const m = bookingMoney({ totalCents: charge + SERVICE_FEE, ...paid });
          expect(m.serviceFeeCents).toBe(SERVICE_FEE);
          expect(m.platformFeeCents).toBe(feeOf(charge));
          expect(m.hostEarningsCents).toBe(charge - feeOf(charge));
        },
      ),
    );
    // A stay with a cleaning fee: the cleaning fee is the host's, and pays the commission too.
    const stay = bookingMoney({ totalCents: 3 * 10_000 + CLEANING_FEE + SERVICE_FEE, ...paid });
    expect(stay.hostEarningsCents).toBe(38_500 - feeOf(38_500));
  });

  it('a full refund pays nothing to anyone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), (total) => {
        const m = bookingMoney({
          totalCents: total,
          paymentStatus: 'refunded',
          refundCents: total,
          ...terms,
        });
        expect([m.hostEarningsCents, m.platformFeeCents, m.serviceFeeCents, m.guestPaidCents]).toEqual([
          0, 0, 0, 0,
        ]);
      }),
    );
  });

  it('a partial refund lowers the host’s earnings by the refunded stay amount less the fee on it', () => {
    fc.assert(
      fc.property(paidBooking, (b) => {
        const full = bookingMoney({ ...b, refundCents: null });
        const part = bookingMoney(b);
        const hostCharge = full.hostEarningsCents + full.platformFeeCents;
        const refundedStay = Math.min(part.refundedCents, hostCharge);
        // Exactly: the stay amount refunded, less the fee the host no longer pays on it.
        expect(full.hostEarningsCents - part.hostEarningsCents).toBe(
          refundedStay - (full.platformFeeCents - part.platformFeeCents),
        );
        // And the fee on it is 3% of it, give or take the one cent of rounding.
        const feeOnRefund = full.platformFeeCents - part.platformFeeCents;
        expect(Math.abs(feeOnRefund - (refundedStay * HOST_FEE_BP) / 10_000)).toBeLessThanOrEqual(1);
        // The service fee is only touched once the whole stay is refunded.
        if (part.refundedCents <= hostCharge) expect(part.serviceFeeCents).toBe(full.serviceFeeCents);
      }),
      { numRuns: 2_000 },
    );
  });

  it('rounds the platform fee half up, for any charge in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (chargeCents) => {
        const m = bookingMoney({ totalCents: chargeCents + SERVICE_FEE, ...paid });
        expect(m.platformFeeCents).toBe(feeOf(chargeCents));
      }),
    );
    // 3% of 50 cents is 1.5 → 2 (half up, not to even); of 49 cents 1.47 → 1; of 150 cents 4.5 → 5.
    expect(feeOf(50)).toBe(2);
    expect(bookingMoney({ totalCents: 7_550, ...paid }).platformFeeCents).toBe(2);
    expect(bookingMoney({ totalCents: 7_549, ...paid }).platformFeeCents).toBe(1);
    expect(bookingMoney({ totalCents: 7_650, ...paid }).platformFeeCents).toBe(5);
  });
});

describe('convertCents', () => {
  it('converts US cents at a rate in ten-thousandths, rounding half up, exactly for large sums', () => {
    expect(convertCents(36_000, rateToE4(129.55))).toBe(4_663_800);
    expect(convertCents(1, rateToE4(129.555))).toBe(130); // 129.555 → 130
    expect(convertCents(1, rateToE4(129.5))).toBe(130); // half a cent rounds up
    expect(convertCents(1, rateToE4(129.4999))).toBe(129);
    expect(convertCents(0, rateToE4(130))).toBe(0);
    // 3.65 billion US cents at 10,000 KES per USD: past 2^53 on the way, exact all the same.
    expect(convertCents(3_650_000_000, rateToE4(10_000))).toBe(36_500_000_000_000);
  });
});
