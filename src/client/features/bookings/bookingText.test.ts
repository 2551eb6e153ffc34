import { describe, expect, it } from 'vitest';
import { quoteStay } from '../../../shared/booking';
import { breakdownLines, cancelPolicyText, refundText, statusBadgeLook, stayDatesText } from './bookingText';
import { DEFAULT_FEES } from '../../../shared/fees';

describe('booking text', () => {
  it('writes stay dates as MMM d, yyyy whatever the zone', () => {
    expect(stayDatesText('2026-03-01', '2026-03-04')).toBe('Mar 1, 2026 – Mar 4, 2026');
    expect(stayDatesText('2026-12-31', '2027-01-02')).toBe('Dec 31, 2026 – Jan 2, 2027');
    // A workspace booked by the day shows its last day (the day before its check-out).
    expect(stayDatesText('2026-11-28', '2026-12-03', true)).toBe('Nov 28, 2026 – Dec 2, 2026');
    expect(stayDatesText('2026-11-28', '2026-11-29', true)).toBe('Nov 28, 2026 – Nov 28, 2026');
  });

  it('breaks a stay down into nights, cleaning and service fees', () => {
    const quote = quoteStay(
      { propertyType: 'work_and_stay', nightlyRateCents: 8000, hourlyRateCents: null },
      '2026-03-01',
      '2026-03-04',
      DEFAULT_FEES,
    )!;
    expect(breakdownLines(quote)).toEqual([
      { label: '$80 x 3 nights', amount: '$240' },
      { label: 'Cleaning fee', amount: '$85' },
      { label: 'Service fee', amount: '$75' },
    ]);
    expect(quote.totalCents).toBe(40_000);
  });

  it('bills a workspace by the day without a cleaning fee', () => {
    const quote = quoteStay(
      { propertyType: 'work_only', nightlyRateCents: null, hourlyRateCents: 1000 },
      '2026-03-01',
      '2026-03-02',
      DEFAULT_FEES,
    )!;
    expect(breakdownLines(quote)).toEqual([
      { label: '$80 x 1 day', amount: '$80' },
      { label: 'Service fee', amount: '$75' },
    ]);
  });

  it('shows cents only on amounts that have some', () => {
    const quote = quoteStay(
      { propertyType: 'work_and_stay', nightlyRateCents: 8050, hourlyRateCents: null },
      '2026-03-01',
      '2026-03-03',
      { cleaningFeeCents: 8500, serviceFeeCents: 7525 },
    )!;
    expect(breakdownLines(quote)).toEqual([
      { label: '$80.50 x 2 nights', amount: '$161' },
      { label: 'Cleaning fee', amount: '$85' },
      { label: 'Service fee', amount: '$75.25' },
    ]);
    expect(quote.totalCents).toBe(32_125);
  });

  it('labels statuses as the spec colours them', () => {
    expect(statusBadgeLook('confirmed')).toEqual({ label: 'Confirmed', color: 'green', variant: 'light' });
    expect(statusBadgeLook('pending').color).toBe('yellow');
    expect(statusBadgeLook('cancelled').color).toBe('red');
    expect(statusBadgeLook('on_hold')).toEqual({ label: 'on_hold', color: 'gray', variant: 'outline' });
  });

  it('states refunds', () => {
    expect(refundText('cancelled', 47_500)).toBe('Refunded $475');
    expect(refundText('cancelled', 47_550)).toBe('Refunded $475.50');
    expect(refundText('cancelled', 0)).toBe('No refund');
    expect(refundText('cancelled', null)).toBe('No refund');
    expect(refundText('confirmed', null)).toBeNull();
    expect(cancelPolicyText(147_500)).toBe('You will be refunded $1,475.');
    expect(cancelPolicyText(147_505)).toBe('You will be refunded $1,475.05.');
    expect(cancelPolicyText(0)).toBe(
      'This booking is not eligible for a refund under our cancellation policy.',
    );
  });

  it('states a refund in what the guest paid with: dollars to the card, or shillings to the card or M-Pesa', () => {
    const stripe = { provider: 'stripe', amountCents: 48_000, currency: 'USD', priceCents: 48_000 } as const;
    expect(cancelPolicyText(24_000, stripe)).toBe('You will be refunded $240 to your card.');
    // KES 62,400 charged for $480 (at 130): half the price back is half the shillings.
    const paystack = {
      provider: 'paystack',
      amountCents: 6_240_000,
      currency: 'KES',
      priceCents: 48_000,
    } as const;
    expect(cancelPolicyText(24_000, paystack)).toBe(
      'You will be refunded KES\u00a031,200.00 ($240) to your card or M-Pesa.',
    );
    expect(cancelPolicyText(48_000, paystack)).toBe(
      'You will be refunded KES\u00a062,400.00 ($480) to your card or M-Pesa.',
    );
    expect(cancelPolicyText(0, paystack)).toBe(
      'This booking is not eligible for a refund under our cancellation policy.',
    );
  });
});
