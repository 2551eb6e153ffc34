import { describe, expect, it } from 'vitest';
import { bookingMoney, formatCents, HOST_COMMISSION_PERCENT, sumMoney } from './money';
import { SERVICE_FEE } from './pricing';

const paid = { paymentStatus: 'completed' as const, refundAmount: null };

describe('bookingMoney', () => {
  it('splits a paid stay: service fee and commission to the platform, the rest to the host', () => {
    // 3 nights at $100 + $85 cleaning + $75 service fee = $460.
    const m = bookingMoney({ totalPrice: 460, ...paid });
    expect(HOST_COMMISSION_PERCENT).toBe(3);
    expect(m.guestPaidCents).toBe(46_000);
    expect(m.serviceFeeCents).toBe(SERVICE_FEE * 100);
    expect(m.platformFeeCents).toBe(1_155); // 3% of $385
    expect(m.platformRevenueCents).toBe(7_500 + 1_155);
    expect(m.hostEarningsCents).toBe(38_500 - 1_155);
  });

  it('rounds the commission half up to the cent', () => {
    // $75 fee + $50 host charge: 3% of 5000 cents = 150 exactly; $75 + $51.50: 3% of 5150 = 154.5 → 155.
    expect(bookingMoney({ totalPrice: 125, ...paid }).platformFeeCents).toBe(150);
    expect(bookingMoney({ totalPrice: 126.5, ...paid }).platformFeeCents).toBe(155);
    // 3% of 1 cent's worth rounds to 0; of 17 cents (0.51) to 1.
    expect(bookingMoney({ totalPrice: 75.17, ...paid }).platformFeeCents).toBe(1);
  });

  it('always adds up: host + platform = guest paid, for any amount and refund', () => {
    for (let total = 0; total <= 3_000; total += 7) {
      for (const refund of [null, 0, Math.floor(total / 3), total]) {
        const m = bookingMoney({ totalPrice: total, paymentStatus: 'completed', refundAmount: refund });
        expect(m.hostEarningsCents + m.platformRevenueCents).toBe(m.guestPaidCents);
        expect(m.guestPaidCents).toBe(total * 100 - (refund ?? 0) * 100);
        expect(m.hostEarningsCents).toBeGreaterThanOrEqual(0);
        expect(m.platformFeeCents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('gives nothing to anyone while unpaid or once fully refunded', () => {
    const unpaid = bookingMoney({ totalPrice: 460, paymentStatus: 'pending', refundAmount: null });
    expect([unpaid.guestPaidCents, unpaid.hostEarningsCents, unpaid.platformRevenueCents]).toEqual([0, 0, 0]);
    expect(unpaid.totalCents).toBe(46_000);
    const refunded = bookingMoney({ totalPrice: 460, paymentStatus: 'refunded', refundAmount: 460 });
    expect([refunded.guestPaidCents, refunded.hostEarningsCents, refunded.platformRevenueCents]).toEqual([
      0, 0, 0,
    ]);
    expect(refunded.refundedCents).toBe(46_000);
  });

  it('keeps a late cancellation without refund as paid', () => {
    const m = bookingMoney({ totalPrice: 460, paymentStatus: 'completed', refundAmount: 0 });
    expect(m.hostEarningsCents).toBe(38_500 - 1_155);
  });

  it('never lets the fee exceed a tiny total', () => {
    const m = bookingMoney({ totalPrice: 50, ...paid });
    expect(m.serviceFeeCents).toBe(5_000);
    expect(m.hostEarningsCents).toBe(0);
  });

  it('sums and formats', () => {
    const a = bookingMoney({ totalPrice: 460, ...paid });
    const sum = sumMoney([a, a]);
    expect(sum.hostEarningsCents).toBe(2 * a.hostEarningsCents);
    expect(sum.guestPaidCents).toBe(92_000);
    expect(formatCents(123_456_7)).toBe('$12,345.67');
    expect(formatCents(5)).toBe('$0.05');
  });
});
